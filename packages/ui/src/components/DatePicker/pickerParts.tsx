'use client';

import { Calendar as calendarNode } from 'lucide';
import { type ReactNode, type RefObject } from 'react';
import { Popover } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { lucideIcon } from '../../utils/lucideIcon';
import { useInheritedScheme } from '../../utils/useInheritedScheme';
import * as styles from './DatePicker.css';

export const CalendarIcon = /* @__PURE__ */ lucideIcon('calendar', calendarNode);

/** The calendar's panel, under the field, in the colour scheme where the field sits. */
export function PickerPopover({
  triggerRef,
  open,
  children,
}: {
  triggerRef: RefObject<HTMLDivElement | null>;
  open: boolean;
  children: ReactNode;
}) {
  const scheme = useInheritedScheme(triggerRef, open);
  return (
    <Popover className={styles.popover} data-cui-scheme={scheme} placement="bottom start" offset={4}>
      <Dialog className={styles.dialog}>{children}</Dialog>
    </Popover>
  );
}
