import { DatePicker, en, Field, LocaleProvider } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { calendarDialog } from '../support/fixtures/Calendar';
import docsMeta from './DatePicker.stories';

const meta = {
  title: 'Forms/DatePicker/Features',
  component: DatePicker,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  render: docsMeta.render,
  decorators: [...docsMeta.decorators, (Story) => <div style={{ minHeight: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeText = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement?.textContent;
const typed = (group: HTMLElement) => within(group).getByRole('textbox');

/**
 * The APG date picker dialog: the button opens the calendar on the chosen day, the grid keys move,
 * Enter chooses and closes; Escape closes without a change and returns the focus to the button.
 */
export const KeyboardDialog: Story = {
  args: { defaultValue: '2026-12-14', isDateUnavailable: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const group = canvas.getByRole('group', { name: 'Date d’intervention' });
    await expect(typed(group)).toHaveValue('14/12/2026');
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Choisir une date/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await calendarDialog(canvasElement.ownerDocument.body);
    await waitFor(() => expect(activeText(canvasElement)).toBe('14'));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(activeText(canvasElement)).toBe('22');
    await userEvent.keyboard('{PageDown}');
    await expect(dialog.querySelector('h2')).toHaveTextContent('janvier 2027');
    await userEvent.keyboard('{PageUp}{End}');
    await expect(activeText(canvasElement)).toBe('27');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-27');
    await expect(typed(group)).toHaveValue('27/12/2026');
    await expect(canvasElement.querySelector('input[name="date-intervention"]')).toHaveValue('2026-12-27');

    button.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
    await userEvent.keyboard('{ArrowLeft}{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(typed(group)).toHaveValue('27/12/2026');
  },
};

/**
 * A date typed in the French order (jj/mm/aaaa), with or without its slashes; the label focuses the
 * field; text that is no date blocks the form with a message that shows the format.
 */
export const Typing: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Date d’intervention' });
    const field = typed(group);
    await expect(field).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    await userEvent.click(canvas.getByText('Date d’intervention'));
    await expect(field).toHaveFocus();
    await userEvent.keyboard('17122026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-17');
    await userEvent.tab();
    await expect(field).toHaveValue('17/12/2026');
    await userEvent.clear(field);
    await userEvent.type(field, '31/02/2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    const input = canvasElement.querySelector<HTMLInputElement>('input[name="date-intervention"]')!;
    await expect(input.validationMessage).toBe('Saisissez une date au format jj/mm/aaaa.');
  },
};

/**
 * Days out of `min`/`max` are disabled in the calendar, unavailable ones struck through and not
 * chosen; a typed unavailable day blocks the form's submission.
 */
export const MinMaxAndUnavailable: Story = {
  args: { min: '2026-12-10', max: '2026-12-28' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Choisir une date/ }));
    const dialog = within(await calendarDialog(canvasElement.ownerDocument.body));
    await expect(dialog.getByText('9')).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText('29')).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText('25')).toHaveAttribute('data-unavailable');
    await userEvent.click(dialog.getByText('25'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByText('23'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-23');

    const group = canvas.getByRole('group', { name: 'Date d’intervention' });
    await userEvent.clear(typed(group));
    await userEvent.type(typed(group), '25/12/2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-25');
    // Native validation: the hidden input blocks the form's submission until a possible day is set.
    const input = canvasElement.querySelector<HTMLInputElement>('input[name="date-intervention"]')!;
    await expect(input.checkValidity()).toBe(false);
  },
};

/** In American English: month first (mm/dd/yyyy) and a week starting on Sunday. */
export const AmericanEnglish: Story = {
  render: (args) => (
    <LocaleProvider locale="en-US" timeZone="America/New_York" messages={en}>
      <Field label="Service date">
        <DatePicker {...args} />
      </Field>
    </LocaleProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Service date' });
    await expect(typed(group)).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await userEvent.click(canvas.getByRole('button', { name: /Choose a date/ }));
    const dialog = await calendarDialog(canvasElement.ownerDocument.body);
    await expect(dialog.querySelector('th')).toHaveTextContent('S');
    await expect(within(dialog).getByRole('button', { name: /Monday, December 14, 2026/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
