import { Button } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import docsMeta from './Button.stories';

const meta = {
  title: 'Actions/Button/Features',
  component: Button,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loading button keeps the width of its label, so the layout does not jump. */
export const LoadingKeepsWidth: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Button {...args}>Envoyer le message</Button>
      <Button {...args} loading>
        Envoyer le message
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [idle, loading] = canvas.getAllByRole('button');
    await expect(loading?.getBoundingClientRect().width).toBe(idle?.getBoundingClientRect().width);
  },
};

export const KeyboardActivation: Story = {
  args: { children: 'Valider' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Valider' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
