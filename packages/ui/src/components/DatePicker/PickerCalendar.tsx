'use client';

import { useLayoutEffect, useRef } from 'react';
import { CalendarGrid, type CalendarGridProps } from '../Calendar/CalendarGrid';
import * as styles from './DatePicker.css';

/**
 * A picker's calendar, on the chosen day (else today) as it opens. A module of its own that the
 * pickers load with `import()` the first time a calendar opens: a field that is only typed into
 * never downloads the calendar.
 */
export function PickerCalendar(props: CalendarGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The APG date picker dialog moves the focus to the chosen day as it opens. In the layout phase:
  // the popover's focus trap sends a focus left on the body to its panel once the loading spinner
  // leaves it.
  useLayoutEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
  }, []);
  return (
    <div ref={ref} className={styles.calendarFrame}>
      <CalendarGrid {...props} />
    </div>
  );
}
