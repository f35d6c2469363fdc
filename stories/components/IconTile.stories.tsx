import { IconTile, iconTileSizes, iconTileTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bot, Code2, Headset, Megaphone, Palette, ShieldCheck, Stethoscope } from 'lucide-react';
import { expect } from 'storybook/test';

const meta = {
  title: 'Components/IconTile',
  component: IconTile,
  args: { icon: <Headset />, tone: 'brand', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: iconTileTones },
    size: { control: 'inline-radio', options: iconTileSizes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use `IconTile` to give a service, a feature or an empty state a recognisable picture: any icon (a `lucide-react` icon, an svg) in a rounded square of the chosen tone, sized to the tile. It is decorative by default, because a title next to it says the same thing; give it a `label` only when the icon stands alone and carries meaning.',
      },
    },
  },
} satisfies Meta<typeof IconTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Decorative by default: hidden from assistive technology. */
export const Decorative: Story = {
  args: { 'data-testid': 'tile' } as never,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByTestId('tile')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a `label`, the tile is an image with that name. */
export const Labelled: Story = {
  args: { icon: <ShieldCheck />, tone: 'success', label: 'Données protégées' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Données protégées' })).toBeVisible();
  },
};

/** Every tone at every size. */
export const TonesAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {iconTileSizes.map((size) => (
        <div key={size} style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
          {iconTileTones.map((tone) => (
            <IconTile key={tone} {...args} tone={tone} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};

/** One tile per service, as in a grid of cards. */
export const Services: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <IconTile icon={<Headset />} label="Centre de relation client 24/7" />
      <IconTile icon={<Megaphone />} label="Marketing digital et SEO" />
      <IconTile icon={<Code2 />} label="Développement web et mobile" />
      <IconTile icon={<Bot />} label="Annotation de données pour l’IA" />
      <IconTile icon={<Stethoscope />} label="Télésecrétariat médical" />
      <IconTile icon={<Palette />} label="PAO et design graphique" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
    await expect(canvas.getByRole('img', { name: 'Télésecrétariat médical' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg', tone: 'solid' } };
