'use client';

import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { DayPicker, type DateRange, type DayButtonProps, type Matcher } from 'react-day-picker';
import { ChevronLeft } from '../../icons/ChevronLeft';
import { ChevronRight } from '../../icons/ChevronRight';
import { cx } from '../../utils/cx';
import * as styles from './Calendar.css';
import { dateToIso, isoToDate, weekStart, type IsoDate, type IsoDateRange } from './dates';

/** What a calendar shows and allows, read from its props and its `LocaleProvider`. */
export interface CalendarSettings {
  locale: string;
  /** The direction the grid is drawn in, which its arrow keys and chevrons follow. */
  dir: 'ltr' | 'rtl';
  today: IsoDate;
  min: IsoDate | null;
  max: IsoDate | null;
  isDateUnavailable: ((date: IsoDate) => boolean) | undefined;
  disabled: boolean;
  readOnly: boolean;
  invalid: boolean;
  previousLabel: string;
  nextLabel: string;
}

type Selection =
  | { mode: 'single'; value: IsoDate | null; onChange: (value: IsoDate) => void }
  | {
      mode: 'range';
      value: IsoDateRange | null;
      onChange: (value: IsoDateRange) => void;
      /** Lets a span run over unavailable days; otherwise a span over one starts again from the day chosen. */
      allowsNonContiguousRanges: boolean;
    };

export type CalendarGridProps = Selection & {
  settings: CalendarSettings;
  /** Moves the focus to the chosen day (else today) once the grid is drawn, as a popup calendar does. */
  autoFocus?: boolean;
  className?: string;
} & Pick<ComponentProps<'div'>, 'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'id'>;

/** Day button of the grid: the states the calendar's styles read, and the click of a day that can be chosen. */
function DayButton({ day, modifiers, className, onClick, disabled: _disabled, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const blocked = Boolean(modifiers.disabled || modifiers.unavailable);
  const flag = (on: unknown) => (on ? '' : undefined);
  return (
    <button
      ref={ref}
      {...props}
      className={cx(styles.day, className)}
      // Still focusable, as the APG grid wants: the arrows move through days that cannot be chosen.
      aria-disabled={blocked || undefined}
      data-disabled={flag(modifiers.disabled)}
      data-unavailable={flag(modifiers.unavailable)}
      data-current={flag(modifiers.today)}
      // Today is announced as such, in any language: the label names only the date.
      aria-current={modifiers.today ? 'date' : undefined}
      // As the calendar draws them: a disabled calendar shows no choice, and a span's band passes
      // under the unavailable days it runs over without taking them.
      data-selected={flag(
        modifiers.selected && !modifiers.disabled && !(modifiers.unavailable && modifiers.range_middle),
      )}
      data-single={flag(modifiers.single)}
      // A span's first choice is both its ends until the second: react-day-picker marks neither.
      data-selection-start={flag(modifiers.range_start || modifiers.pendingStart)}
      data-selection-end={flag(modifiers.range_end || modifiers.pendingStart)}
      data-invalid={flag(modifiers.invalid)}
      data-outside-month={flag(day.outside)}
      onClick={blocked || modifiers.readOnly ? (event) => event.preventDefault() : onClick}
    />
  );
}

/** « Previous » points to the start of the line, left or right: DayPicker turns it with `dir`. */
function Chevron({ orientation }: { orientation?: 'left' | 'right' | 'up' | 'down' }) {
  return orientation === 'right' ? (
    <ChevronRight className={styles.chevron} />
  ) : (
    <ChevronLeft className={styles.chevron} />
  );
}

/** A month's button, disabled (for assistive technology and the pointer alike) at `min` or `max`. */
function MonthButton(props: ComponentProps<'button'>) {
  const disabled = props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  return <button {...props} disabled={disabled || props.disabled} />;
}

function PreviousMonthButton(props: ComponentProps<'button'>) {
  return <MonthButton {...props} />;
}

function NextMonthButton(props: ComponentProps<'button'>) {
  return <MonthButton {...props} />;
}

/** The month's name: a heading, announced as it changes. */
function CaptionLabel({ role: _role, ref: _ref, children, ...props }: ComponentProps<'span'>) {
  return <h2 {...props}>{children}</h2>;
}

const classNames = {
  root: styles.calendar,
  months: styles.months,
  month: styles.month,
  month_caption: styles.caption,
  caption_label: styles.heading,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.dayCell,
  day_button: '',
};

const components = { DayButton, Chevron, PreviousMonthButton, NextMonthButton, CaptionLabel };

/**
 * A month of days by react-day-picker, in the package's styles: the APG grid keys (arrows by day
 * and week, mirrored in right to left; Page Up and Page Down by month, with Shift by year; Home
 * and End to the week's ends; Enter or Space choose). Names come from `Intl` in the calendar's
 * locale, so that every language works without a catalogue of dates.
 */
export function CalendarGrid({ settings, autoFocus, className, ...props }: CalendarGridProps) {
  const { locale, dir, today, min, max, isDateUnavailable, disabled, readOnly, invalid } = settings;
  const formats = useMemo(() => {
    const caption = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
    const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });
    const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    const full = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    return {
      formatters: {
        formatCaption: (month: Date) => caption.format(month),
        formatWeekdayName: (weekday: Date) => weekdayShort.format(weekday),
        formatDay: (date: Date) => String(date.getDate()),
      },
      labels: {
        labelDayButton: (date: Date) => full.format(date),
        labelGridcell: (date: Date) => full.format(date),
        labelWeekday: (weekday: Date) => weekdayLong.format(weekday),
        labelGrid: (month: Date) => caption.format(month),
        labelPrevious: () => settings.previousLabel,
        labelNext: () => settings.nextLabel,
      },
    };
  }, [locale, settings.previousLabel, settings.nextLabel]);

  const unavailable = (date: Date) => Boolean(isDateUnavailable?.(dateToIso(date)));

  // A span being chosen: its start, until the second choice ends it.
  const [pending, setPending] = useState<DateRange | undefined>(undefined);
  const contiguous = props.mode === 'range' && !props.allowsNonContiguousRanges;
  const disabledDays: Matcher[] = [];
  if (disabled) disabledDays.push(true);
  if (min) disabledDays.push({ before: isoToDate(min) });
  if (max) disabledDays.push({ after: isoToDate(max) });
  if (pending?.from && contiguous && isDateUnavailable) {
    // A span stops at the first unavailable day on either side of its start.
    const stop = (step: 1 | -1) => {
      const cursor = new Date(pending.from!);
      for (let days = 0; days < 366; days += 1) {
        cursor.setDate(cursor.getDate() + step);
        if (isDateUnavailable(dateToIso(cursor))) return new Date(cursor);
      }
      return null;
    };
    const after = stop(1);
    const before = stop(-1);
    if (after) disabledDays.push({ after: new Date(after.getTime() - 86_400_000) });
    if (before) disabledDays.push({ before: new Date(before.getTime() + 86_400_000) });
  }
  const anchor = props.mode === 'single' ? props.value : props.value?.start;
  const shownMonth = isoToDate(anchor ?? today);

  const common = {
    dir,
    lang: locale,
    role: 'application' as const,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    id: props.id,
    className: cx(styles.calendar, className),
    classNames,
    components,
    formatters: formats.formatters,
    labels: formats.labels,
    weekStartsOn: weekStart(locale),
    today: isoToDate(today),
    defaultMonth: shownMonth,
    startMonth: min ? isoToDate(min) : undefined,
    endMonth: max ? isoToDate(max) : undefined,
    disableNavigation: disabled,
    navLayout: 'around' as const,
    disabled: disabledDays,
    modifiers: {
      unavailable: isDateUnavailable ? unavailable : undefined,
      single: props.mode === 'single' ? true : undefined,
      readOnly: readOnly ? true : undefined,
      pendingStart: pending?.from,
      invalid: invalid ? true : undefined,
    },
    autoFocus,
    'data-disabled': disabled ? '' : undefined,
  };

  if (props.mode === 'single') {
    const { value, onChange } = props;
    return (
      <DayPicker
        {...common}
        mode="single"
        selected={value ? isoToDate(value) : undefined}
        onSelect={(_next, day, modifiers) => {
          if (readOnly || modifiers.unavailable || modifiers.disabled) return;
          onChange(dateToIso(day));
        }}
      />
    );
  }

  const { value, onChange, allowsNonContiguousRanges } = props;
  const selected: DateRange | undefined =
    pending ?? (value ? { from: isoToDate(value.start), to: isoToDate(value.end) } : undefined);
  return (
    <DayPicker
      {...common}
      mode="range"
      resetOnSelect
      selected={selected}
      onSelect={(next, day, modifiers) => {
        if (readOnly || modifiers.unavailable || modifiers.disabled) return;
        if (!next?.from || !next.to || !pending) {
          setPending({ from: day, to: undefined });
          return;
        }
        const start = dateToIso(next.from);
        const end = dateToIso(next.to);
        if (!allowsNonContiguousRanges && isDateUnavailable) {
          for (let cursor = new Date(next.from); cursor <= next.to; cursor.setDate(cursor.getDate() + 1)) {
            if (isDateUnavailable(dateToIso(cursor))) {
              setPending({ from: day, to: undefined });
              return;
            }
          }
        }
        setPending(undefined);
        onChange({ start, end });
      }}
    />
  );
}
