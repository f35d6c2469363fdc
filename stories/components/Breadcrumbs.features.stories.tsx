import { Breadcrumbs } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import docsMeta from './Breadcrumbs.stories';

const meta = {
  title: 'Navigation/Breadcrumbs/Features',
  component: Breadcrumbs,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the two links, then leaves the trail: the current page takes no focus. */
export const KeyboardNavigation: Story = {
  render: (args) => (
    <>
      <Breadcrumbs {...args} />
      <button type="button" style={{ marginTop: '1rem' }}>
        Suite de la page
      </button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Services' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Suite de la page' })).toHaveFocus();
  },
};

/** Another accessible name, for a page that shows the trail twice. */
export const CustomLabel: Story = {
  args: { label: 'Vous êtes ici' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Vous êtes ici' })).toBeInTheDocument();
  },
};
