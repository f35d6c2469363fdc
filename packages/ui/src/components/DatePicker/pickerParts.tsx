'use client';

import { Calendar as calendarNode } from 'lucide';
import * as PopoverPrimitive from 'radix-ui/popover';
import { Suspense, useId, useRef, type ReactNode, type RefObject } from 'react';
import type { CalendarGridProps } from '../Calendar/CalendarGrid';
import { lazyExport } from '../../utils/lazyExport';
import { usePortalContainer } from '../../utils/layers';
import { lucideIcon } from '../../utils/lucideIcon';
import { useInheritedScheme } from '../../utils/useInheritedScheme';
import { useOpenState } from '../Dialog/dialogRoot';
import * as fieldStyles from '../Field/Field.css';
import { useFieldControl, type FieldControlProps } from '../Field/FieldContext';
import { useFieldLabel } from '../Field/useFieldLabel';
import { SpinnerRing } from '../Spinner/SpinnerRing';
import * as styles from './DatePicker.css';

// Loaded the first time a picker's calendar opens: most dates are typed, and react-day-picker is
// a fifth of what an admin page would otherwise load first.
const PickerCalendar = lazyExport(() => import('./PickerCalendar'), 'PickerCalendar');

/** What a picker's field takes from its props, its `Field` and its open state. */
export interface PickerFieldOptions extends FieldControlProps {
  label?: ReactNode;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  open: boolean | undefined;
  defaultOpen: boolean;
  onOpenChange: ((open: boolean) => void) | undefined;
}

/**
 * What `DatePicker` and `DateRangePicker` share: the state their `Field` gives them, the id of the
 * label that names their group (theirs, the `Field`'s, or the caller's `aria-labelledby`), and the
 * calendar's open state.
 */
export function usePickerField(
  firstInput: () => HTMLElement | null | undefined,
  {
    label,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    open,
    defaultOpen,
    onOpenChange,
    ...fieldProps
  }: PickerFieldOptions,
) {
  const control = useFieldControl(fieldProps);
  const ownLabelId = useId();
  const fieldLabel = useFieldLabel(firstInput, Boolean(label || ariaLabel || ariaLabelledBy));
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  return {
    control,
    required: Boolean(control.required),
    disabled: Boolean(control.disabled),
    invalid: Boolean(control['aria-invalid']),
    ownLabelId,
    labelledBy: ariaLabelledBy ?? (label ? ownLabelId : fieldLabel),
    ariaLabel,
    isOpen,
    setOpen,
  };
}

/** A picker's own visible label, with the required mark of a `Field`'s. */
export function PickerLabel({
  id,
  htmlFor,
  children,
  required,
}: {
  id: string;
  htmlFor: string;
  children: ReactNode;
  required: boolean;
}) {
  return (
    <label id={id} htmlFor={htmlFor} className={fieldStyles.label}>
      {children}
      {required ? (
        <span className={fieldStyles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

export const CalendarIcon = /* @__PURE__ */ lucideIcon('calendar', calendarNode);

/** What `usePickerField` returns. */
export type PickerField = ReturnType<typeof usePickerField>;

/** The props a picker's text field shares with every other: its text, its names and its states. */
export function dateInputProps(
  picker: PickerField,
  field: { text: string; onChange: (text: string) => void; onBlur: () => void },
  format: { placeholder: string; dir: 'ltr' | 'rtl' | undefined },
  readOnly: boolean | undefined,
) {
  return {
    value: field.text,
    onChange: (event: { target: { value: string } }) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    placeholder: format.placeholder,
    dir: format.dir,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    'aria-describedby': picker.control['aria-describedby'],
    'aria-invalid': picker.control['aria-invalid'],
    'aria-required': picker.required || undefined,
    disabled: picker.disabled,
    readOnly,
  };
}

export interface PickerPopoverProps {
  /** The picker's field state, label and open state (`usePickerField`). */
  picker: PickerField;
  /** The picker's own visible label. */
  label: ReactNode;
  /** The group of the field(s) and the button, which the panel lines up under. */
  groupRef: RefObject<HTMLDivElement | null>;
  /** The text field(s), before the button. */
  fields: ReactNode;
  /** Name of the button, and of the panel it opens. */
  buttonLabel: string;
  readOnly: boolean | undefined;
  /** The calendar the panel shows. */
  calendar: CalendarGridProps;
}

/**
 * The picker's label, the field's group and the button that opens the calendar, in a panel of the
 * package's popover (Radix): portalled into the layer of the container it opens in, modal as the
 * APG date picker dialog is (Tab stays in it, Escape closes it), the focus back on the button once
 * it closes.
 */
export function PickerPopover({
  picker,
  label,
  groupRef,
  fields,
  buttonLabel,
  readOnly,
  calendar,
}: PickerPopoverProps) {
  const scheme = useInheritedScheme(groupRef, picker.isOpen);
  const container = usePortalContainer();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const disabled = picker.disabled;
  return (
    <>
      {label ? (
        <PickerLabel id={picker.ownLabelId} htmlFor={picker.control.id} required={picker.required}>
          {label}
        </PickerLabel>
      ) : null}
      <PopoverPrimitive.Root open={picker.isOpen} onOpenChange={picker.setOpen} modal>
        <PopoverPrimitive.Anchor asChild>
          <div
            ref={groupRef}
            role="group"
            className={styles.group}
            aria-labelledby={picker.labelledBy}
            aria-label={picker.labelledBy ? undefined : picker.ariaLabel}
            aria-describedby={picker.control['aria-describedby']}
            aria-disabled={disabled || undefined}
            data-invalid={picker.invalid ? '' : undefined}
            data-disabled={disabled ? '' : undefined}
          >
            {fields}
            <PopoverPrimitive.Trigger asChild>
              <button
                ref={buttonRef}
                type="button"
                className={styles.button}
                aria-label={buttonLabel}
                disabled={disabled || readOnly}
              >
                <CalendarIcon className={styles.icon} />
              </button>
            </PopoverPrimitive.Trigger>
          </div>
        </PopoverPrimitive.Anchor>
        <PopoverPrimitive.Portal container={container}>
          <PopoverPrimitive.Content
            className={styles.popover}
            data-cui-scheme={scheme}
            align="start"
            sideOffset={4}
            collisionPadding={8}
            aria-label={buttonLabel}
            // The calendar moves the focus to its day once it has loaded.
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <Suspense
              fallback={
                <div className={styles.loading}>
                  <SpinnerRing size="md" aria-hidden="true" />
                </div>
              }
            >
              <PickerCalendar {...calendar} />
            </Suspense>
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
    </>
  );
}
