import { Calendar } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { CalendarStates, expectReadingDirection, isClosed, storyToday } from '../support/fixtures/Calendar';

const meta = {
  title: 'Forms/Calendar',
  component: Calendar,
  args: {
    'aria-label': 'Date d’intervention',
    today: storyToday,
    isDateUnavailable: isClosed,
    onValueChange: fn(),
  },
  argTypes: {
    value: { control: 'text' },
    defaultValue: { control: 'text' },
    min: { control: 'text' },
    max: { control: 'text' },
    locale: { control: 'inline-radio', options: ['fr-FR', 'en-GB', 'en-US'] },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          "A month of days, always shown, to choose one: a booking page, the side panel of a planning. Today is ringed, the chosen day filled, unavailable days (booked, closed, holidays) struck through. The week starts and the names follow the locale: Monday and « décembre » in French, Sunday in American English. Values are ISO strings (`'2026-12-24'`), so an app does not need a date library.",
        alternatives: [
          'A date in a form (« Date d’intervention »): use DatePicker, which also lets it be typed and takes less room.',
          'A span of days (a stay, a leave): use RangeCalendar, or DateRangePicker in a form.',
          'A date far from today (a birth date): use DatePicker, typing the year is quicker than paging back decades.',
        ],
        anatomy: [
          {
            part: 'Previous and next buttons',
            description: 'show the month before or after.',
            selector: 'button[aria-label="Mois précédent"]',
          },
          { part: 'Month and year', description: 'the month shown, also announced when it changes.', selector: 'h2' },
          {
            part: 'Week days',
            description: 'the initials of the days, from the locale’s first day.',
            selector: 'thead',
          },
          { part: 'Today', description: 'ringed, in bold.', selector: '[data-current]' },
          { part: 'Chosen day', description: 'filled.', selector: '[data-selected]' },
          {
            part: 'Unavailable day',
            description: 'struck through and greyed; cannot be chosen.',
            selector: '[data-unavailable]',
          },
        ],
        dos: [
          {
            caption:
              'Unavailable days struck through, so they read without colour, and the first possible day set with `min`.',
            example: (
              <Calendar
                aria-label="Date de rendez-vous"
                today={storyToday}
                min="2026-12-15"
                isDateUnavailable={isClosed}
              />
            ),
          },
        ],
        donts: [
          {
            caption:
              'A calendar without a name: a screen reader only says the month; give it `aria-label` or a heading.',
            example: <Calendar aria-label="Calendrier" today={storyToday} />,
          },
        ],
        content: [
          'Name the calendar for what is chosen: « Date d’intervention », « Date de livraison », not « Calendrier ».',
          'Say near it why days are unavailable (« Pas d’intervention le week-end ni les jours fériés »): the strike-through shows that, not why.',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action: 'Moves to the previous and next buttons, then to the chosen day (or today) in the grid.',
          },
          { keys: '← →', action: 'In the grid: the day before or after (mirrored in right-to-left locales).' },
          { keys: '↑ ↓', action: 'In the grid: the same day a week before or after.' },
          { keys: 'Page Up, Page Down', action: 'The same day a month before or after.' },
          { keys: 'Shift + Page Up, Shift + Page Down', action: 'The same day a year before or after.' },
          { keys: 'Home, End', action: 'The first or last day of the week.' },
          { keys: 'Enter, Space', action: 'Chooses the focused day, unless it is unavailable.' },
        ],
        accessibility: [
          'react-day-picker’s grid: buttons whose names are full dates (« jeudi 24 décembre 2026 »), in cells marked selected (`aria-selected`); the month is a heading, announced when it changes.',
          'Today, the chosen day and unavailable days differ by more than colour: a ring and bold figures, a fill, a strike-through. In forced colours the fill is the system highlight.',
          'The « Mois précédent » and « Mois suivant » buttons come from the catalogue (`calendar`); the day names and date labels from `Intl`, in the locale.',
          'Today is taken in the `LocaleProvider`’s time zone, so a server and a browser render the same month; `today` fixes it (tests, screenshots).',
        ],
      }),
    },
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { defaultValue: '2026-12-24' } };

/**
 * Today (the 14th), the chosen day (the 24th), weekends, Christmas and the days before the 3rd
 * unavailable; a range; disabled. Laid out and driven in the toolbar's direction.
 */
export const States: Story = {
  tags: ['main'],
  render: () => <CalendarStates />,
  play: async ({ canvas, globals }) => {
    const chosen = canvas.getAllByRole('button', { name: /jeudi 24 décembre 2026/ })[0]!;
    await expect(chosen).toHaveAttribute('data-selected');
    await expect(canvas.getAllByText('25')[0]).toHaveAttribute('data-unavailable');
    await expect(canvas.getAllByText('14')[0]).toHaveAttribute('data-current');
    chosen.focus();
    await expectReadingDirection(canvas.getByRole('application', { name: /Date d’intervention/ }), globals.dir, 24);
    // Left as it was drawn, without a focus ring.
    chosen.blur();
  },
};

/** The French names designers use for Calendar: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Calendrier · mois · choisir un jour',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
