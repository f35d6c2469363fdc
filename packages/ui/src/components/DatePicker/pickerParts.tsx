'use client';

import { Calendar as calendarNode } from 'lucide';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Label, Popover } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { usePortalContainer } from '../../utils/layers';
import { lucideIcon } from '../../utils/lucideIcon';
import { useInheritedScheme } from '../../utils/useInheritedScheme';
import { useOpenState } from '../Dialog/dialogRoot';
import * as fieldStyles from '../Field/Field.css';
import { useFieldControl, type FieldControlProps } from '../Field/FieldContext';
import { useFieldLabel } from '../Field/useFieldLabel';
import * as styles from './DatePicker.css';

/** What a picker's root takes from its props, its `Field` and its open state. */
export interface PickerFieldOptions extends FieldControlProps {
  label?: ReactNode;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  readOnly: boolean;
  open: boolean | undefined;
  defaultOpen: boolean;
  onOpenChange: ((open: boolean) => void) | undefined;
}

/**
 * What `DatePicker` and `DateRangePicker` share: the state their `Field` gives them, the group of
 * segments, `groupRef` (which a `<label for>` cannot name, so it points at the Field's label, whose click
 * moves the focus to the first segment), the open state that the portalled calendar reads for its
 * colour scheme, and the props of React Aria's picker root that follow from them.
 */
export function usePickerField(
  groupRef: RefObject<HTMLDivElement | null>,
  {
    label,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    readOnly,
    open,
    defaultOpen,
    onOpenChange,
    ...fieldProps
  }: PickerFieldOptions,
) {
  const control = useFieldControl(fieldProps);
  const fieldLabel = useFieldLabel(
    () => groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]'),
    Boolean(label || ariaLabel || ariaLabelledBy),
  );
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  return {
    required: Boolean(control.required),
    disabled: Boolean(control.disabled),
    isOpen,
    /** The first segment, where the focus goes when the form moves it to the picker. */
    firstSegment: () => groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]'),
    rootProps: {
      // The picker's form value is a `FormValueInput` of ours: React Aria's native validation would
      // write the error the Field shows (`isInvalid`) into its input's validity (« Invalid value. »),
      // which the form would read back as an error that never goes.
      validationBehavior: 'aria' as const,
      id: control.id,
      isOpen,
      onOpenChange: setOpen,
      isRequired: control.required,
      isDisabled: control.disabled,
      isReadOnly: readOnly,
      isInvalid: control['aria-invalid'] ? true : undefined,
      'aria-label': ariaLabel,
      'aria-labelledby': ariaLabelledBy ?? fieldLabel,
      'aria-describedby': control['aria-describedby'],
    },
  };
}

/** A picker's own visible label, with the required mark of a `Field`'s. */
export function PickerLabel({ children, required }: { children: ReactNode; required: boolean }) {
  return (
    <Label className={fieldStyles.label}>
      {children}
      {required ? (
        <span className={fieldStyles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export const CalendarIcon = /* @__PURE__ */ lucideIcon('calendar', calendarNode);

/**
 * Gives the focus back to the calendar button once the calendar closes from the keyboard (a day
 * chosen, Escape): React Aria restores it only while it is on the body, and inside a dialog the
 * dialog's focus scope has by then caught it, on its panel or its first button, where a keyboard
 * user would be lost. A press on another field keeps the focus there.
 */
function useFocusBackOnClose(groupRef: RefObject<HTMLDivElement | null>, open: boolean) {
  const wasOpen = useRef(open);
  // A layout effect: the calendar is still in the page, with the focus in it when the keyboard closed it.
  useLayoutEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    const group = groupRef.current;
    if (open || !group) return;
    const document = group.ownerDocument;
    const left = document.activeElement;
    if (left && left !== document.body && !left.closest('[data-trigger]') && !left.contains(group)) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && group.contains(active)) return;
      group.querySelector<HTMLElement>('button[aria-haspopup]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [groupRef, open]);
}

/**
 * The calendar's panel, under the field's start, in the colour scheme where the field sits.
 * `flipped` when the page reads in the other direction than the locale, whose direction React Aria
 * gives to « start ».
 */
export function PickerPopover({
  triggerRef,
  open,
  flipped,
  children,
}: {
  triggerRef: RefObject<HTMLDivElement | null>;
  open: boolean;
  flipped: boolean;
  children: ReactNode;
}) {
  const scheme = useInheritedScheme(triggerRef, open);
  const container = usePortalContainer();
  useFocusBackOnClose(triggerRef, open);
  return (
    <Popover
      className={styles.popover}
      data-cui-scheme={scheme}
      placement={flipped ? 'bottom end' : 'bottom start'}
      offset={4}
      UNSTABLE_portalContainer={container}
    >
      <Dialog className={styles.dialog}>{children}</Dialog>
    </Popover>
  );
}
