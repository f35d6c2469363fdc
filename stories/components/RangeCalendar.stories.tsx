import { RangeCalendar } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { dayButton, expectReadingDirection, holidays, storyToday } from '../support/fixtures/Calendar';

const isHoliday = (date: string) => holidays.includes(date);

const meta = {
  title: 'Forms/RangeCalendar',
  component: RangeCalendar,
  args: {
    'aria-label': 'Séjour',
    today: storyToday,
    isDateUnavailable: isHoliday,
    onValueChange: fn(),
  },
  argTypes: {
    min: { control: 'text' },
    max: { control: 'text' },
    locale: { control: 'inline-radio', options: ['fr-FR', 'en-GB', 'en-US'] },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A month of days, always shown, to choose a span: a stay, a leave, a rental. A first choice sets one end, a second the other; the days between show as a band, the ends filled. Values are `{ start, end }` ISO strings.',
        alternatives: [
          'A span in a form (« Du … au … »): use DateRangePicker, which also lets both dates be typed.',
          'One day: use Calendar.',
        ],
        anatomy: [
          { part: 'Start and end', description: 'filled.', selector: '[data-selection-start]' },
          {
            part: 'Days between',
            description: 'a band across the week.',
            selector: '[data-selected]:not([data-selection-start])',
          },
          {
            part: 'Unavailable day',
            description: 'struck through; the span stops at it unless `allowsNonContiguousRanges`.',
            selector: '[data-unavailable]',
          },
        ],
        dos: [
          {
            caption: 'A span that may run over a holiday, which stays struck through and is not counted.',
            example: (
              <RangeCalendar
                aria-label="Congés"
                today={storyToday}
                defaultValue={{ start: '2026-12-21', end: '2026-12-31' }}
                isDateUnavailable={isHoliday}
                allowsNonContiguousRanges
              />
            ),
          },
        ],
        donts: [
          {
            caption:
              'Two calendars side by side for the start and the end: one range calendar shows the span as one band.',
            example: <RangeCalendar aria-label="Date de début" today={storyToday} />,
          },
        ],
        content: ['Name the span for what it is: « Séjour », « Congés », « Période de location ».'],
        keyboard: [
          { keys: 'Arrows, Page Up, Page Down, Home, End', action: 'As in Calendar.' },
          { keys: 'Enter, Space', action: 'First: sets the start; the band follows the focus. Second: sets the end.' },
          { keys: 'Escape', action: 'Between the two choices: cancels the span started.' },
        ],
        accessibility: [
          'react-day-picker’s range grid: the cells of the span are marked selected (`aria-selected`), its ends filled, the days between a band.',
          'The band and the filled ends show in forced colours with the system highlight, and the ends differ from the days between by more than colour (rounded ends).',
        ],
      }),
    },
  },
} satisfies Meta<typeof RangeCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stay from the 21st to the 30th, over Christmas (a holiday, struck through), today the 14th. */
export const States: Story = {
  tags: ['main'],
  args: { defaultValue: { start: '2026-12-21', end: '2026-12-30' }, allowsNonContiguousRanges: true },
  play: async ({ canvasElement, globals }) => {
    await expect(dayButton(canvasElement, 21)).toHaveAttribute('data-selection-start');
    await expect(dayButton(canvasElement, 30)).toHaveAttribute('data-selection-end');
    await expect(dayButton(canvasElement, 23)).toHaveAttribute('data-selected');
    await expect(dayButton(canvasElement, 25)).toHaveAttribute('data-unavailable');
    // Laid out and driven in the toolbar's direction; left as it was drawn, without a focus ring.
    dayButton(canvasElement, 23).focus();
    await expectReadingDirection(canvasElement, globals.dir, 23);
    dayButton(canvasElement, 23).blur();
  },
};

/** Two choices by keyboard: Enter on the start, arrows, Enter on the end; the days between fill. */
export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toHaveTextContent('14');
    const focused = () => canvasElement.ownerDocument.activeElement?.textContent;
    await userEvent.keyboard('{Enter}');
    await expect(dayButton(canvasElement, 14)).toHaveAttribute('data-selection-start');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toBe('21');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(focused()).toBe('23');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith({ start: '2026-12-14', end: '2026-12-23' });
    await expect(dayButton(canvasElement, 18)).toHaveAttribute('data-selected');
  },
};

/** The French names designers use for RangeCalendar: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Calendrier de période · du … au · séjour',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
