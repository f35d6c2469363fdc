'use client';

import * as ToggleGroupPrimitive from 'radix-ui/toggle-group';
import { createContext, use, useState, type ComponentProps, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { useFieldControl, useFieldName } from '../Field/FieldContext';
import { useFieldLabel } from '../Field/useFieldLabel';
import { FormValueInput, useFormChange } from '../Form/formValue';
import type { segmentedControlSizes } from './constants';
import * as styles from './SegmentedControl.css';

export type SegmentedControlSize = (typeof segmentedControlSizes)[number];

const SizeContext = createContext<SegmentedControlSize>('md');

export interface SegmentedControlProps extends Omit<
  ToggleGroupPrimitive.ToggleGroupSingleProps,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'rovingFocus' | 'asChild'
> {
  /**
   * Value of the chosen segment when controlled; use with `onValueChange`.
   * @default uncontrolled: the control keeps the state, starting from `defaultValue`
   */
  value?: string;
  /**
   * Value of the segment chosen at first when uncontrolled. Give one: a segmented control always
   * has a chosen segment, and none shows as chosen until the visitor picks one.
   * @default ''
   */
  defaultValue?: string;
  /** Called with the value of the segment the visitor chooses; never with an empty value. */
  onValueChange?: (value: string) => void;
  /**
   * Name the chosen value is sent under with a form.
   * @default the surrounding `Field`'s `name`
   */
  name?: string;
  /**
   * A segment must be chosen before the form is sent.
   * @default the `Field`'s `required`, else false
   */
  required?: boolean;
  /**
   * Height of the control, as the form controls': `sm` 32 px, `md` 40 px, `lg` 48 px.
   * @default 'md'
   */
  size?: SegmentedControlSize;
  /**
   * Stretches the control to the width of its container, the segments sharing it equally.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Disables every segment; `disabled` on a segment turns off that one alone.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether the arrow keys wrap from the last segment to the first and back.
   * @default true
   */
  loop?: boolean;
  /** The track, a `div` with `role="radiogroup"`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * What a group of toggle buttons (`SegmentedControl`, `ToggleGroup`) takes from its `Field` and
 * gives its `Form`: the Field's label names it and a click on that label focuses its chosen item,
 * its hint and error describe it, and inputs of its own send its values under the Field's `name`.
 */
export function useToggleGroupField({
  name,
  required,
  disabled,
  values,
  single,
}: {
  name: string | undefined;
  required: boolean | undefined;
  disabled: boolean;
  values: readonly string[];
  single: boolean;
}) {
  const control = useFieldControl({ required, disabled: disabled || undefined });
  const fieldName = useFieldName(name);
  const reportChange = useFormChange(fieldName);
  // Read when the focus moves, from the page: the group carries the Field's control id.
  const focusTarget = () => {
    const root = document.getElementById(control.id);
    return (
      root?.querySelector<HTMLElement>('[data-state="on"]') ?? root?.querySelector<HTMLElement>('button:not(:disabled)')
    );
  };
  const labelledBy = useFieldLabel(focusTarget);
  // One input per value; an empty one when none is chosen, which `required` then stops.
  const inputs = (values.length > 0 ? values : ['']).map((value) => (
    <FormValueInput
      key={value}
      name={fieldName}
      value={value}
      required={control.required && value === ''}
      disabled={control.disabled}
      focusTarget={focusTarget}
    />
  ));
  return {
    rootProps: {
      id: control.id,
      'aria-labelledby': labelledBy,
      'aria-describedby': control['aria-describedby'],
      // `aria-invalid` belongs to a radio group, not to a toolbar of independent toggles.
      'aria-invalid': single ? control['aria-invalid'] : undefined,
      disabled: Boolean(control.disabled),
    },
    inputs,
    reportChange,
  };
}

/**
 * Two to five options that exclude each other and change a view at once: « Mensuel / Annuel »,
 * « Liste / Grille ». One segment is always chosen: pressing it again keeps it. A radio group:
 * one Tab stop, the arrow keys move between the segments (reversed in a right-to-left page), Home
 * and End go to the first and last, Space or Enter chooses. Name it with `aria-label` or
 * `aria-labelledby`.
 */
export function SegmentedControl({
  value,
  defaultValue = '',
  onValueChange,
  size = 'md',
  fullWidth = false,
  disabled = false,
  loop = true,
  name,
  required,
  className,
  ...rest
}: SegmentedControlProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const field = useToggleGroupField({
    name,
    required,
    disabled,
    values: current ? [current] : [],
    single: true,
  });
  return (
    <SizeContext value={size}>
      <ToggleGroupPrimitive.Root
        type="single"
        className={cx(styles.root, className)}
        data-size={size}
        data-full-width={fullWidth ? '' : undefined}
        loop={loop}
        {...field.rootProps}
        {...rest}
        value={current}
        onValueChange={(next) => {
          // Radix releases a pressed item pressed again; a segmented control keeps its choice.
          if (!next) return;
          if (value === undefined) setUncontrolled(next);
          onValueChange?.(next);
          field.reportChange();
        }}
      />
      {field.inputs}
    </SizeContext>
  );
}

export interface SegmentedControlItemProps extends Omit<ComponentProps<typeof ToggleGroupPrimitive.Item>, 'asChild'> {
  /** Value given to the control's `onValueChange` when this segment is chosen. */
  value: string;
  /**
   * Keeps the segment visible but not choosable; the arrow keys skip it.
   * @default the control's `disabled`
   */
  disabled?: boolean;
  /** Accessible name; required when the segment shows an icon only. */
  'aria-label'?: string;
}

/**
 * One segment: a short label, an icon and a label, or an icon alone with an `aria-label`. It is a
 * radio (`aria-checked`); the chosen one is raised with an edge and bolder text, and takes the
 * system highlight in forced colours.
 */
export function SegmentedControlItem({ className, ...rest }: SegmentedControlItemProps) {
  const size = use(SizeContext);
  return <ToggleGroupPrimitive.Item className={cx(styles.item({ size }), className)} {...rest} />;
}
