'use client';

import { endOfWeek, startOfWeek, type CalendarDate } from '@internationalized/date';
import { use, type KeyboardEvent } from 'react';
import {
  Button,
  CalendarStateContext,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components/Calendar';
import { useLocale } from 'react-aria-components/I18nProvider';
import { RangeCalendarStateContext } from 'react-aria-components/RangeCalendar';
import { ChevronLeft } from '../../icons/ChevronLeft';
import { ChevronRight } from '../../icons/ChevronRight';
import { useMessages } from '../LocaleProvider/context';
import { calendar as english } from '../LocaleProvider/en/calendar';
import * as styles from './Calendar.css';

/** Texts of a calendar's own buttons, each overriding the catalogue's. */
export interface CalendarLabels {
  /**
   * Name of the button that shows the previous month.
   * @default messages.calendar.previousLabel ('Previous month' in English)
   */
  previousLabel?: string;
  /**
   * Name of the button that shows the next month.
   * @default messages.calendar.nextLabel ('Next month' in English)
   */
  nextLabel?: string;
}

interface CalendarMonthProps extends CalendarLabels {
  /** The reference day (today), marked in the grid. */
  today: CalendarDate;
  /** The direction the grid is laid out in, which its arrow keys and chevrons follow. */
  dir: 'ltr' | 'rtl';
  /** One day is chosen (filled) rather than a range (a band between filled ends). */
  single: boolean;
}

/**
 * The inside of a `Calendar` or `RangeCalendar` (React Aria's, which holds the state and the
 * keyboard): the month's name between « previous » and « next », and the grid of days.
 */
export function CalendarMonth({ today, dir, single, previousLabel, nextLabel }: CalendarMonthProps) {
  const text = useMessages('calendar', english);
  const state = use(CalendarStateContext) ?? use(RangeCalendarStateContext);
  const { locale } = useLocale();
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!state || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'Home' || event.key === 'End') {
      // The APG grid moves Home and End to the ends of the week; React Aria moves them to the ends
      // of the month, so the two keys are taken before its grid sees them.
      event.preventDefault();
      event.stopPropagation();
      const edge = event.key === 'Home' ? startOfWeek : endOfWeek;
      state.setFocusedDate(edge(state.focusedDate, locale));
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // React Aria turns ← and → by its locale's direction, which may not be the page's (French in
      // a right-to-left app): they move in the direction the grid is drawn in.
      event.preventDefault();
      event.stopPropagation();
      if ((event.key === 'ArrowRight') === (dir === 'ltr')) state.focusNextDay();
      else state.focusPreviousDay();
    }
  };
  // « Previous » points to the start of the line, left or right.
  const previous =
    dir === 'rtl' ? <ChevronRight className={styles.chevron} /> : <ChevronLeft className={styles.chevron} />;
  const next = dir === 'rtl' ? <ChevronLeft className={styles.chevron} /> : <ChevronRight className={styles.chevron} />;
  return (
    <>
      <div className={styles.header}>
        <Button slot="previous" className={styles.navButton} aria-label={previousLabel ?? text.previousLabel}>
          {previous}
        </Button>
        <Heading className={styles.heading} level={2} />
        <Button slot="next" className={styles.navButton} aria-label={nextLabel ?? text.nextLabel}>
          {next}
        </Button>
      </div>
      <div onKeyDownCapture={onKeyDownCapture}>
        <CalendarGrid className={styles.grid}>
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <CalendarCell
                date={date}
                className={styles.day}
                data-current={date.compare(today) === 0 ? '' : undefined}
                data-single={single ? '' : undefined}
              />
            )}
          </CalendarGridBody>
        </CalendarGrid>
      </div>
    </>
  );
}
