import { Avatar } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import docsMeta from './Avatar.stories';

const meta = {
  title: 'Data display/Avatar/Features',
  component: Avatar,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials from the first and the last word, upper-cased, accents kept. */
export const Initials: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Avatar name="Hery Rakotomalala" />
      <Avatar name="Élodie" />
      <Avatar name="  jean-luc de la Fontaine  " />
      <Avatar name="Ìsa ànjara" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Hery Rakotomalala' })).toHaveTextContent(/^HR$/);
    await expect(canvas.getByRole('img', { name: 'Élodie' })).toHaveTextContent(/^É$/);
    await expect(canvas.getByRole('img', { name: 'jean-luc de la Fontaine' })).toHaveTextContent(/^JF$/);
    await expect(canvas.getByRole('img', { name: 'Ìsa ànjara' })).toHaveTextContent(/^ÌÀ$/);
  },
};

/** The colour comes from the name: the same name always gets the same colour, different names spread out. */
export const DeterministicColour: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Avatar name="Hery Rakotomalala" data-testid="first" />
      <Avatar name="Hery Rakotomalala" size="lg" data-testid="second" />
      <Avatar name="Mialy Andriamihaja" data-testid="other" />
    </div>
  ),
  play: async ({ canvas }) => {
    const background = (id: string) => getComputedStyle(canvas.getByTestId(id)).backgroundColor;
    await expect(background('first')).toBe(background('second'));
    await expect(background('first')).not.toBe(background('other'));
  },
};

/** When the photo fails to load, the initials stay. */
export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,AAAA', name: 'Lova Rajaonarison', size: 'xl' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Lova Rajaonarison' }).tagName).toBe('SPAN'));
    await expect(canvas.getByRole('img')).toHaveTextContent(/^LR$/);
  },
};
