import { DateRangePicker, Field } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { calendarDialog, dayButton, holidays, storyToday } from '../support/fixtures/Calendar';
import { maxWidth } from '../support/frame';

const isHoliday = (date: string) => holidays.includes(date);

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: {
    startName: 'arrivee',
    endName: 'depart',
    today: storyToday,
    min: storyToday,
    isDateUnavailable: isHoliday,
    onValueChange: fn(),
  },
  argTypes: {
    min: { control: 'text' },
    max: { control: 'text' },
    locale: { control: 'inline-radio', options: ['fr-FR', 'en-GB', 'en-US'] },
  },
  render: (args) => (
    <Field label="Séjour" hint="Du jour d’arrivée au jour de départ.">
      <DateRangePicker {...args} />
    </Field>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A span of days in a form (« Du … au … »: a stay, a leave), typed as two dates in the locale’s order or chosen in a range calendar that opens from the button. Values are `{ start, end }` ISO strings, each end sent by its own hidden input (`startName`, `endName`).',
        alternatives: ['One date: use DatePicker.', 'A span always shown on the page: use RangeCalendar.'],
        anatomy: [
          { part: 'Label', description: 'the Field’s label, naming both dates.', selector: 'label' },
          {
            part: 'Start and end dates',
            description: 'two dates typed in the locale’s order, « – » between them.',
            selector: 'input:not([type="date"])',
          },
          {
            part: 'Calendar button',
            description: 'opens the range calendar (« Choisir les dates »).',
            selector: 'button',
          },
        ],
        dos: [
          {
            caption: 'One field for both ends, named for the span, with the first possible day set by `min`.',
            example: (
              <Field label="Congés">
                <DateRangePicker startName="debut" endName="fin" today={storyToday} min={storyToday} />
              </Field>
            ),
          },
        ],
        donts: [
          {
            caption: 'A label that repeats what the placeholders say: « Du JJ/MM/AAAA au JJ/MM/AAAA ».',
            example: (
              <Field label="Du JJ/MM/AAAA au JJ/MM/AAAA">
                <DateRangePicker startName="du" endName="au" today={storyToday} />
              </Field>
            ),
          },
        ],
        content: ['Name the span (« Séjour », « Période de location ») and say in the hint what each end means.'],
        keyboard: [
          { keys: 'Tab', action: 'From the start’s field to the end’s, then to the button.' },
          {
            keys: 'Enter, Space',
            action:
              'On the button: opens the range calendar; then as in RangeCalendar, and the second choice closes it.',
          },
          { keys: 'Escape', action: 'Closes the calendar; the focus returns to the button.' },
        ],
        accessibility: [
          'A group named by the Field’s label; the two fields named by it and « début » or « fin » (`datePicker.startLabel`, `endLabel`), the button by the catalogue (`datePicker.openRangeLabel`).',
          'The « – » between the dates is drawn only: each date is already named.',
        ],
      }),
    },
  },
  decorators: [maxWidth('26rem')],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stay from the 21st to the 30th, then the same picker disabled. */
export const States: Story = {
  tags: ['main'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Field label="Séjour" hint="Du jour d’arrivée au jour de départ.">
        <DateRangePicker {...args} defaultValue={{ start: '2026-12-21', end: '2026-12-30' }} />
      </Field>
      <Field label="Fermeture annuelle" error="La fermeture ne peut dépasser trois semaines.">
        <DateRangePicker
          startName="f-debut"
          endName="f-fin"
          today={storyToday}
          defaultValue={{ start: '2026-12-19', end: '2027-01-17' }}
        />
      </Field>
      <Field label="Période facturée" disabled>
        <DateRangePicker
          startName="p-debut"
          endName="p-fin"
          today={storyToday}
          defaultValue={{ start: '2026-12-01', end: '2026-12-31' }}
        />
      </Field>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const stay = canvas.getByRole('group', { name: 'Séjour' });
    await expect(stay).toHaveAccessibleDescription(expect.stringContaining('Du jour d’arrivée au jour de départ.'));
    await expect(canvasElement.querySelector('input[name="arrivee"]')).toHaveValue('2026-12-21');
    await expect(canvasElement.querySelector('input[name="depart"]')).toHaveValue('2026-12-30');
  },
};

/**
 * The range calendar open: two choices set the span and close it; each end goes to its hidden
 * input. A span stops at an unavailable day.
 */
export const ChooseInCalendar: Story = {
  decorators: [(Story) => <div style={{ minHeight: '26rem' }}>{Story()}</div>],
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Choisir les dates/ }));
    const dialog = await calendarDialog(canvasElement.ownerDocument.body);
    await expect(dayButton(dialog, 13)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dayButton(dialog, 21));
    // The span cannot run over Christmas, a holiday: the days after it are disabled.
    await expect(dayButton(dialog, 26)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dayButton(dialog, 24));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-12-21', end: '2026-12-24' });
    await expect(canvasElement.querySelector('input[name="arrivee"]')).toHaveValue('2026-12-21');
    await expect(canvasElement.querySelector('input[name="depart"]')).toHaveValue('2026-12-24');
  },
};

/** The French names designers use for DateRangePicker: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Sélecteur de période · du … au · dates de séjour',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
