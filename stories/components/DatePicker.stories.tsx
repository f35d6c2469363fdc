import { Button, DatePicker, Field } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { DatePickerStates, expectReadingDirection, isClosed, storyToday } from '../support/fixtures/Calendar';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: {
    name: 'date-intervention',
    today: storyToday,
    isDateUnavailable: isClosed,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    value: { control: 'text' },
    defaultValue: { control: 'text' },
    min: { control: 'text' },
    max: { control: 'text' },
    locale: { control: 'inline-radio', options: ['fr-FR', 'en-GB', 'en-US'] },
  },
  render: (args) => (
    <Field label="Date d’intervention" hint="Un jour ouvré, hors jours fériés.">
      <DatePicker {...args} />
    </Field>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          "A date in a form, typed in the locale’s order (jj/mm/aaaa in French) or chosen in a calendar that opens from the button at its end. Values are ISO strings (`'2026-12-24'`), sent with the form by a hidden input named `name`; `min`, `max` and `isDateUnavailable` limit what can be chosen. Inside a `Field`, it takes its label, hint, error, `required` and `disabled`.",
        alternatives: [
          'A span of days (« Du … au … »): use DateRangePicker, one field for both dates.',
          'A date to choose at a glance among the next few days, always shown: use Calendar.',
          'A month and a year only (a card’s expiry): two Select or a TextInput with `inputMode="numeric"`.',
        ],
        anatomy: [
          { part: 'Label', description: 'the Field’s label, which names the date’s group.', selector: 'label' },
          {
            part: 'Date field',
            description: 'the date typed in the locale’s order (jj/mm/aaaa).',
            selector: 'input:not([type="date"])',
          },
          { part: 'Calendar button', description: 'opens the calendar (« Choisir une date »).', selector: 'button' },
          {
            part: 'Calendar',
            description: 'in a panel under the field; Escape closes it.',
            story: 'Open',
            selector: '[role="dialog"]',
          },
        ],
        dos: [
          {
            caption:
              'A label that names the date, a hint that says which days are possible, and those days limited with `min` and `isDateUnavailable`.',
            example: (
              <Field label="Date d’intervention" hint="Un jour ouvré, à partir du 15 décembre.">
                <DatePicker
                  name="intervention-exemple"
                  today={storyToday}
                  min="2026-12-15"
                  isDateUnavailable={isClosed}
                />
              </Field>
            ),
          },
        ],
        donts: [
          {
            caption:
              'The format spelt in the label: the field’s placeholder already shows it (jj/mm/aaaa) in the reader’s locale.',
            example: (
              <Field label="Date (JJ/MM/AAAA)">
                <DatePicker name="format-exemple" today={storyToday} />
              </Field>
            ),
          },
        ],
        content: [
          'Name the date for what happens that day: « Date d’intervention », « Date de livraison souhaitée ».',
          'Say in the hint which days are possible (« Un jour ouvré, hors jours fériés ») and in the error what to do (« Choisissez un jour ouvré : le 25 décembre est férié. »).',
          'French typography in hints and errors: a non-breaking space before « : », « ; », « ! », « ? » and inside « ».',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves from the date field to the calendar button.' },
          {
            keys: 'Digits',
            action: 'In the field: the date in the locale’s order, with or without its signs (24/12/2026 or 24122026).',
          },
          { keys: 'Enter, Space', action: 'On the button: opens the calendar, focused on the chosen day (or today).' },
          { keys: '← → ↑ ↓', action: 'In the calendar: the day before or after, the same day a week before or after.' },
          { keys: 'Page Up, Page Down', action: 'In the calendar: a month back or forward; with Shift, a year.' },
          { keys: 'Home, End', action: 'In the calendar: the first or last day of the week.' },
          {
            keys: 'Enter, Space',
            action: 'In the calendar: chooses the day, closes the calendar and returns to the field.',
          },
          { keys: 'Escape', action: 'Closes the calendar without a change; the focus returns to the button.' },
        ],
        accessibility: [
          'The APG date picker dialog: a group named by the Field’s label, a text field, a button that opens the calendar (react-day-picker, loaded the first time it opens) in a modal dialog.',
          'Inside a `Field`, the field is named by the Field’s label, described by its hint and error, and marked invalid with the error; text that is no date is an error of its own (« Saisissez une date au format jj/mm/aaaa. »).',
          'The button’s name, the placeholder’s letters (jj, mm, aaaa) and the format error come from the catalogue (`datePicker`); the month, weekday and date names from `Intl`, in the locale.',
          'A `name` sends the date as `YYYY-MM-DD` in a hidden input; `required`, `min`, `max` and unavailable days also block the form’s submission natively.',
        ],
      }),
    },
  },
  decorators: [maxWidth('22rem')],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { defaultValue: '2026-12-24' } };

/** With a date, empty, with an error, disabled. */
export const States: Story = {
  tags: ['main'],
  decorators: [maxWidth('48rem')],
  render: () => <DatePickerStates />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Date d’intervention' })).toHaveAccessibleDescription(
      expect.stringContaining('Un jour ouvré, hors jours fériés.'),
    );
    const delivery = canvas.getByRole('group', { name: /Date de livraison/ });
    await expect(delivery).toHaveAccessibleDescription(expect.stringContaining('le 25 décembre est férié'));
    await expect(within(delivery).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: 'Date de clôture' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The calendar open under the field's start, the focus on the chosen day. */
export const Open: Story = {
  tags: ['main'],
  args: { defaultValue: '2026-12-24', defaultOpen: true },
  decorators: [(Story) => <div style={{ minHeight: '26rem' }}>{Story()}</div>],
  // The open calendar is modal, hiding the rest of its page from assistive technology: on the docs
  // page it gets an iframe of its own, so the page around it stays readable.
  parameters: { docs: { story: { inline: false, height: '28rem' } } },
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    // The calendar loads the first time a picker opens.
    const chosen = await within(dialog).findByRole('button', { name: /24 décembre 2026/ });
    await expect(chosen).toHaveAttribute('data-selected');
    // The calendar, in a popover of its own, reads in the toolbar's direction too; its keys leave
    // the chosen day focused and its ring shown, whatever the story before did.
    await expectReadingDirection(dialog, globals.dir, 24);
    await expect(chosen).toHaveFocus();
    await expect(chosen.matches(':focus-visible')).toBe(true);
  },
};

const submitted = fn();

/** A form sends the date as `YYYY-MM-DD` under its `name`. */
export const InAForm: Story = {
  args: { defaultValue: '2026-12-24' },
  render: (args) => (
    <form
      style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}
      onSubmit={(event) => {
        event.preventDefault();
        submitted(new FormData(event.currentTarget).get('date-intervention'));
      }}
    >
      <Field label="Date d’intervention" required>
        <DatePicker {...args} />
      </Field>
      <Button type="submit">Réserver</Button>
    </form>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Réserver' }));
    await expect(submitted).toHaveBeenCalledWith('2026-12-24');
  },
};

/** The French names designers use for DatePicker: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Sélecteur de date · date · calendrier déroulant · jj/mm/aaaa',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
