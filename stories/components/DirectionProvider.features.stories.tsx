import { DirectionProvider } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Sample, separatorTransform } from '../support/fixtures/DirectionProvider';

const meta = {
  title: 'Layout/DirectionProvider/Features',
  component: DirectionProvider,
  tags: ['!autodocs', 'scenario'],
  args: { dir: 'rtl' },
} satisfies Meta<typeof DirectionProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toolbar's « Direction » set to right to left: any story, here the docs page's sample without
 * its own provider, is laid out, drawn and driven from right to left.
 */
export const FromTheToolbar: Story = {
  globals: { dir: 'rtl' },
  render: () => <Sample />,
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(separatorTransform(canvasElement)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    const home = canvas.getByRole('link', { name: 'Accueil' }).getBoundingClientRect();
    const current = canvas.getByText('Développement web').getBoundingClientRect();
    await expect(home.left).toBeGreaterThan(current.left);
    await userEvent.click(canvas.getByRole('tab', { name: 'Offres' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Méthode' })).toHaveAttribute('aria-selected', 'true');
  },
};
