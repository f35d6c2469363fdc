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
  /** One day is chosen (filled) rather than a range (a band between filled ends). */
  single: boolean;
}

/**
 * The inside of a `Calendar` or `RangeCalendar` (React Aria's, which holds the state and the
 * keyboard): the month's name between « previous » and « next », and the grid of days.
 */
export function CalendarMonth({ today, single, previousLabel, nextLabel }: CalendarMonthProps) {
  const text = useMessages('calendar', english);
  const state = use(CalendarStateContext) ?? use(RangeCalendarStateContext);
  const { locale } = useLocale();
  // The APG grid moves Home and End to the ends of the week; React Aria moves them to the ends of
  // the month, so the two keys are taken before its grid sees them.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!state || (event.key !== 'Home' && event.key !== 'End')) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    const edge = event.key === 'Home' ? startOfWeek : endOfWeek;
    state.setFocusedDate(edge(state.focusedDate, locale));
  };
  return (
    <>
      <div className={styles.header}>
        <Button slot="previous" className={styles.navButton} aria-label={previousLabel ?? text.previousLabel}>
          <ChevronLeft className={styles.chevron} />
        </Button>
        <Heading className={styles.heading} level={2} />
        <Button slot="next" className={styles.navButton} aria-label={nextLabel ?? text.nextLabel}>
          <ChevronRight className={styles.chevron} />
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
