import { Button, Field, NumberField } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectEdge, expectForcedColours, isPainted, paintOf, systemColours } from '../checks/forcedColors';
import { forcedStates } from '../docs/states';
import { euros, NumberFieldStates } from '../support/fixtures/NumberField';
import docsMeta from './NumberField.stories';

const meta = {
  title: 'Forms/NumberField/Features',
  component: NumberField,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ↑ and ↓ step by one, Page Up and Page Down by ten, within the bounds; Home and End go to them. */
export const KeyboardSteps: Story = {
  args: { onValueChange: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de postes' });
    await expect(input).toHaveValue('3');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('4');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('{PageDown}{PageDown}');
    // Clamped to `min`.
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('50');
    await expect(canvas.getByRole('button', { name: 'Augmenter' })).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}{PageUp}');
    await expect(input).toHaveValue('50');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Diminuer' })).toBeDisabled();
    await expect(input).toHaveFocus();
  },
};

/** Typed the French way, with or without separators, the amount is read and rewritten on blur. */
export const TypingFrench: Story = {
  args: {
    name: 'budget',
    defaultValue: undefined,
    formatOptions: euros,
    step: 50,
    min: 0,
    max: undefined,
    onValueChange: fn(),
  },
  render: (args) => (
    <Field label="Budget mensuel">
      <NumberField {...args} />
    </Field>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Budget mensuel' });
    await userEvent.click(input);
    await userEvent.keyboard('1499,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1499.5);
    await userEvent.tab();
    await expect(input).toHaveValue('1\u202f499,50\u00a0€');

    // An ordinary space between thousands reads the same.
    await userEvent.clear(input);
    await userEvent.type(input, '2 000,25');
    await userEvent.tab();
    await expect(input).toHaveValue('2\u202f000,25\u00a0€');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2000.25);

    // Stepping right after typing steps from what was typed.
    await userEvent.clear(input);
    await userEvent.type(input, '100');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('150,00\u00a0€');
    await userEvent.keyboard('{PageDown}');
    await expect(input).toHaveValue('140,00\u00a0€');
  },
};

/** The buttons step too and keep the focus in the input; the wheel leaves the value alone. */
export const ButtonsAndWheel: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de postes' });
    await userEvent.click(canvas.getByRole('button', { name: 'Augmenter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Augmenter' }));
    await expect(input).toHaveValue('5');
    await userEvent.click(canvas.getByRole('button', { name: 'Diminuer' }));
    await expect(input).toHaveValue('4');
    await expect(input).toHaveFocus();
    input.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    await expect(input).toHaveValue('4');
  },
};

const submitted = fn();

/** A form receives the plain number under the field's name, not the French text. */
export const InForm: Story = {
  args: { name: 'budget', defaultValue: 1499.5, formatOptions: euros, min: undefined, max: undefined },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted(new FormData(event.currentTarget).get('budget'));
      }}
      style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}
    >
      <Field label="Budget mensuel">
        <NumberField {...args} />
      </Field>
      <Button type="submit">Enregistrer</Button>
    </form>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(submitted).toHaveBeenCalledWith('1499.5');
  },
};

/**
 * In forced colours the box keeps its edge, thicker when invalid, and its focus ring; the − and +
 * signs take the button text colour, GrayText when a button is disabled.
 */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  parameters: { pseudo: forcedStates },
  render: () => <NumberFieldStates />,
  play: async ({ canvas }) => {
    expectForcedColours();
    const palette = systemColours();
    const box = (name: string) => canvas.getByRole('textbox', { name }).parentElement!;
    const resting = paintOf(box('Vide'));
    await expectEdge(resting, 'box');
    await expect(paintOf(box('Erreur')).borderTopWidth, 'invalid edge').toBeGreaterThan(resting.borderTopWidth);
    const [decrease, increase] = Array.from(box('Au minimum').querySelectorAll('button'));
    await expect(paintOf(increase!).color, 'button sign colour').toBe(palette.ButtonText);
    await expect(paintOf(decrease!).color, 'disabled button sign colour').toBe(palette.GrayText);

    await userEvent.keyboard('{Tab}');
    canvas.getByRole('textbox', { name: 'Vide' }).focus();
    const ring = paintOf(box('Vide'));
    await expect(ring.outlineWidth, 'focus ring width').toBeGreaterThan(0);
    await expect(isPainted(ring.outlineColor), 'focus ring colour is painted').toBe(true);
  },
};
