import { IconTile, iconTileSizes, iconTileTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bot, Code2, Headset, Megaphone, Palette, Stethoscope } from 'lucide-react';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const meta = {
  title: 'Data display/IconTile',
  component: IconTile,
  args: { icon: <Headset />, tone: 'brand', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: iconTileTones },
    size: { control: 'inline-radio', options: iconTileSizes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'An icon tile gives a service, a feature or an empty state a recognisable picture: an icon in a rounded square of one tone. It sits above or beside a title that says the same thing, so it is decorative by default.',
        alternatives: [
          'A person: use Avatar, with their initials or photo.',
          'A status that must be read (success, warning, error): use Badge or Alert, which say it in words.',
          'A whole service presented with its text and link: use ServiceCard, which includes the tile.',
        ],
        anatomy: [
          {
            part: 'Tile',
            description: 'the rounded square; its colour follows `tone`, its side `size` (`sm`, `md`, `lg`).',
            selector: '[data-tone]',
          },
          {
            part: 'Icon',
            description: 'any `lucide-react` icon or svg, sized to the tile.',
            selector: '[data-tone] > svg',
          },
          {
            part: 'Label (optional)',
            description:
              'not visible: names the tile for screen readers when the icon stands alone and carries meaning.',
            story: 'Services',
            selector: '[data-tone][aria-label]',
          },
        ],
        dos: [
          {
            caption: 'One tone for every tile of a group, so the icons, not the colours, tell the services apart.',
            example: (
              <div style={{ display: 'flex', gap: '0.75rem' }}>
                <IconTile icon={<Headset />} />
                <IconTile icon={<Megaphone />} />
                <IconTile icon={<Code2 />} />
              </div>
            ),
          },
          {
            caption: 'An icon that pictures the title next to it, which stays the accessible text.',
            example: (
              <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
                <IconTile icon={<Stethoscope />} />
                <strong>Télésecrétariat médical</strong>
              </div>
            ),
          },
        ],
        donts: [
          {
            caption: 'A different tone per tile: the colours suggest a status or a ranking that does not exist.',
            example: (
              <div style={{ display: 'flex', gap: '0.75rem' }}>
                <IconTile icon={<Headset />} tone="brand" />
                <IconTile icon={<Megaphone />} tone="success" />
                <IconTile icon={<Code2 />} tone="warning" />
                <IconTile icon={<Bot />} tone="danger" />
              </div>
            ),
          },
          {
            caption: 'A tile alone as a button or a link: an icon without text is a guess; use Button with a label.',
            example: (
              <a href="#palette" aria-label="PAO et design graphique">
                <IconTile icon={<Palette />} />
              </a>
            ),
          },
        ],
        content: [
          'The tile has no visible text: the title beside it carries the words.',
          'A `label` only when the tile stands alone and means something: a short noun phrase in sentence case, «\u00a0Données protégées\u00a0».',
          'Pick icons by meaning, not decoration: the same icon for the same service on every page.',
        ],
        accessibility: [
          'Without `label`, the tile is decorative and hidden from assistive technology (`aria-hidden`): the text beside it must say the same thing.',
          'With `label`, it is an image (`role="img"`) named by that label, for a tile that stands alone and carries meaning.',
          'The tone is never the only carrier of meaning: the colour is not announced, so a status needs words (Badge, Alert).',
        ],
      }),
    },
  },
} satisfies Meta<typeof IconTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Every tone at every size. */
export const TonesAndSizes: Story = {
  tags: ['main'],
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

/** The French names designers use for IconTile: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Pictogramme · icône · tuile',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
