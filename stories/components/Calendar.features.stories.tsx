import { Calendar, en, fr, LocaleProvider } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CalendarStates, DatePickerStates, isClosed } from '../support/fixtures/Calendar';
import docsMeta from './Calendar.stories';

const meta = {
  title: 'Forms/Calendar/Features',
  component: Calendar,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of the focused element: the day number in the grid. */
const focusedText = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement?.textContent;

/**
 * The APG grid keys: arrows by day and week, Page Up/Down by month, Shift with them by year,
 * Home/End to the week's ends (Monday and Sunday in French), Enter chooses.
 */
export const Keyboard: Story = {
  args: { isDateUnavailable: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mois précédent' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mois suivant' })).toHaveFocus();
    await userEvent.tab();
    // With no day chosen, the focus goes to today (the 14th, a Monday), announced as today.
    await expect(focusedText(canvasElement)).toBe('14');
    await expect(document.activeElement).toHaveAttribute('aria-current', 'date');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(focusedText(canvasElement)).toBe('15');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedText(canvasElement)).toBe('22');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(focusedText(canvasElement)).toBe('14');
    await userEvent.keyboard('{End}');
    await expect(focusedText(canvasElement)).toBe('20');
    await userEvent.keyboard('{Home}');
    await expect(focusedText(canvasElement)).toBe('14');
    const heading = canvasElement.querySelector('h2')!;
    await userEvent.keyboard('{PageDown}');
    await expect(heading).toHaveTextContent('janvier 2027');
    await expect(focusedText(canvasElement)).toBe('14');
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await expect(heading).toHaveTextContent('janvier 2028');
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}{PageUp}');
    await expect(heading).toHaveTextContent('décembre 2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-14');
    await userEvent.keyboard('{ArrowRight}[Space]');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-15');
    await expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-selected');
  },
};

/**
 * Days before `min` and after `max` are disabled and the buttons stop at their months; weekends
 * and Christmas are unavailable: struck through, they cannot be chosen.
 */
export const MinMaxAndUnavailable: Story = {
  args: { min: '2026-12-10', max: '2026-12-28', isDateUnavailable: isClosed },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mois suivant' })).toBeDisabled();
    await expect(canvas.getByText('9')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('29')).toHaveAttribute('aria-disabled', 'true');
    const christmas = canvas.getByText('25');
    await expect(christmas).toHaveAttribute('data-unavailable');
    await expect(getComputedStyle(christmas).textDecorationLine).toBe('line-through');
    await userEvent.click(christmas);
    await userEvent.click(canvas.getByText('9'));
    await userEvent.click(canvas.getByText('12'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText('24'));
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-12-24');
  },
};

/** In French, the week starts on Monday and the names are French. */
export const FrenchWeekStartsOnMonday: Story = {
  args: { isDateUnavailable: undefined },
  render: (args) => (
    <LocaleProvider locale="fr-FR" timeZone="Europe/Paris" messages={fr}>
      <Calendar {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Each weekday's header carries its full name for screen readers (`aria-label`).
    const days = Array.from(canvasElement.querySelectorAll('th'), (header) => header.textContent);
    await expect(days).toEqual(['L', 'M', 'M', 'J', 'V', 'S', 'D']);
    await expect(canvasElement.querySelector('h2')).toHaveTextContent('décembre 2026');
    await expect(canvas.getByRole('button', { name: /lundi 14 décembre 2026/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
  },
};

/** In American English, the week starts on Sunday, and the catalogue's English texts apply. */
export const EnglishWeekStartsOnSunday: Story = {
  args: { isDateUnavailable: undefined, 'aria-label': 'Service date' },
  render: (args) => (
    <LocaleProvider locale="en-US" timeZone="America/New_York" messages={en}>
      <Calendar {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const days = Array.from(canvasElement.querySelectorAll('th'), (header) => header.textContent);
    await expect(days).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    await expect(canvasElement.querySelector('h2')).toHaveTextContent('December 2026');
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
  },
};

/**
 * A right-to-left locale (Hebrew) in a right-to-left page: the grid and the chevrons are mirrored,
 * and ← goes to the next day, the one drawn on the left. The page's direction decides: the same
 * calendar in a left-to-right `DirectionProvider` reads left to right, and one outside any provider
 * follows its locale.
 */
export const RightToLeftLocale: Story = {
  args: { isDateUnavailable: undefined, locale: 'he-IL' },
  globals: { dir: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    const previous = canvas.getByRole('button', { name: 'Mois précédent' });
    await expect(previous.querySelector('svg')).toHaveClass('lucide-chevron-right');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(focusedText(canvasElement)).toBe('14');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focusedText(canvasElement)).toBe('15');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(focusedText(canvasElement)).toBe('13');
  },
};

/**
 * Calendars and pickers in forced colours (Windows high contrast): today ringed, the chosen day and
 * the ends of a range in the system highlight, the band outlined, unavailable days struck through
 * in GrayText. Run by the `storybook:forced-colors` project only.
 */
export const ForcedColours: Story = {
  tags: ['forced-colors', '!dev'],
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <CalendarStates />
      <DatePickerStates />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const [chosen] = canvasElement.querySelectorAll('[data-selected][data-single]');
    await expect(getComputedStyle(chosen!).backgroundColor).not.toBe(getComputedStyle(canvasElement).backgroundColor);
  },
};
