import { Button, RadioGroup } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import docsMeta from './RadioGroup.stories';

const meta = {
  title: 'Forms/RadioGroup/Features',
  component: RadioGroup,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on an option or its label chooses it; each choice reaches `onValueChange` with the option’s value. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Mode de contact préféré' });
    await expect(within(group).getAllByRole('radio', { checked: false })).toHaveLength(3);
    await userEvent.click(canvas.getByText('Téléphone'));
    await expect(canvas.getByRole('radio', { name: 'Téléphone' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Courriel' }));
    await expect(canvas.getByRole('radio', { name: 'Courriel' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Téléphone' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(args.onValueChange).toHaveBeenNthCalledWith(1, 'telephone');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(2, 'courriel');
  },
};

/**
 * The WAI-ARIA radio group keyboard: Tab enters the group on the chosen option and leaves it at
 * the next control; the arrow keys move to the next or previous option, wrapping, and choose it.
 */
export const KeyboardNavigation: Story = {
  args: { defaultValue: 'telephone' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem', justifyItems: 'start' }}>
      <RadioGroup {...args} />
      <Button type="button" variant="secondary">
        Continuer
      </Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await userEvent.tab();
    await expect(radio('Téléphone')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('WhatsApp')).toHaveFocus();
    await expect(radio('WhatsApp')).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('Courriel')).toHaveFocus();
    await expect(radio('Courriel')).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(radio('WhatsApp')).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continuer' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(radio('WhatsApp')).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('whatsapp');
  },
};
