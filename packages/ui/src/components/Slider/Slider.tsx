'use client';

import * as SliderPrimitive from 'radix-ui/slider';
import { useId, useMemo, useRef, useState, type ComponentProps } from 'react';
import { composeRefs } from '../../utils/composeRefs';
import { cx } from '../../utils/cx';
import { useFieldControl, useFieldName } from '../Field/FieldContext';
import { FormValueInput, useFormChange } from '../Form/formValue';
import { useFieldLabel } from '../Field/useFieldLabel';
import { useLocaleSettings, useMessages } from '../LocaleProvider/context';
import { slider as english } from '../LocaleProvider/en/slider';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'orientation' | 'inverted' | 'asChild'
> {
  /**
   * The values when controlled, one per thumb: `[1200]`, or `[800, 1500]` for a range. Use with
   * `onValueChange`.
   * @default uncontrolled: the slider keeps the values, starting from `defaultValue`
   */
  value?: number[];
  /**
   * The values at first when uncontrolled, one per thumb.
   * @default [min]
   */
  defaultValue?: number[];
  /** Called with the new values, one per thumb, as a thumb moves (by key or pointer). */
  onValueChange?: (value: number[]) => void;
  /**
   * Name the values are sent under with a form, one entry per thumb (a form's values hold two as an array).
   * @default the surrounding `Field`'s `name`
   */
  name?: string;
  /** Called with the final values when the visitor releases a thumb or presses a key: the moment to fetch. */
  onValueCommit?: (value: number[]) => void;
  /**
   * The smallest value.
   * @default 0
   */
  min?: number;
  /**
   * The largest value.
   * @default 100
   */
  max?: number;
  /**
   * The gap between two values; Page Up and Page Down move ten steps.
   * @default 1
   */
  step?: number;
  /**
   * Least number of steps between two thumbs of a range.
   * @default 0
   */
  minStepsBetweenThumbs?: number;
  /**
   * How values are written, by `Intl.NumberFormat` in the locale of the nearest `LocaleProvider`:
   * `{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }` shows « 1 499 € » in French.
   * Used for the visible value and for what screen readers say (`aria-valuetext`).
   * @default {} (plain numbers: « 1 499 »)
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * Shows the value, or the range, at the end of the slider.
   * @default true
   */
  showValue?: boolean;
  /**
   * Accessible names of the thumbs, in order, each read after the slider's name.
   * @default none for one thumb; messages.slider.minimumLabel and maximumLabel for two (« Minimum », « Maximum » in French)
   */
  thumbLabels?: readonly string[];
  /**
   * Name of the slider when no `Field` label names it, such as « Volume ».
   * Inside a `Field`, its label names each thumb through `aria-labelledby`.
   */
  'aria-label'?: string;
  /** Id of an element that names the slider, when it is not in a `Field` with a label. */
  'aria-labelledby'?: string;
  /** Marks the slider invalid (`aria-invalid` on its thumbs); set automatically inside a `Field` with an `error`. */
  invalid?: boolean;
  /**
   * Disables the slider.
   * @default the `Field`'s `disabled`, else false
   */
  disabled?: boolean;
}

const join = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/**
 * Chooses a number, or a range with two thumbs, between a minimum and a maximum where the exact
 * value matters less than its place on the scale: a budget, a distance, a volume. Horizontal;
 * it runs from right to left in a right-to-left page. The value shows at its end, written in the
 * locale (« 800 – 1 499 € »). Keyboard of the WAI-ARIA slider: arrows move a step (reversed
 * right to left), Page Up and Page Down ten, Home and End to the bounds. Put it in a `Field`,
 * whose label names it and whose hint and error describe it. `className` goes to the row around
 * the slider and its value; `ref` and the other props to the slider itself.
 */
export function Slider({
  value,
  defaultValue,
  onValueChange,
  name,
  min = 0,
  max = 100,
  step = 1,
  minStepsBetweenThumbs = 0,
  formatOptions,
  showValue = true,
  thumbLabels,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  invalid,
  disabled,
  id,
  className,
  ref,
  ...rest
}: SliderProps) {
  const text = useMessages('slider', english);
  const { locale } = useLocaleSettings();
  const control = useFieldControl({
    id,
    disabled,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  const fieldName = useFieldName(name);
  const reportChange = useFormChange(fieldName);
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? [min]);
  const values = value ?? uncontrolled;
  const thumbId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const refs = useMemo(() => composeRefs(ref, rootRef), [ref]);

  // A `Field` labels its control with `<label for>`, which cannot name a `role="slider"` element:
  // each thumb points at the label by id instead, and a click on the label moves the focus to the
  // first thumb, as it would to an input.
  const fieldLabelId = useFieldLabel(() => rootRef.current?.querySelector<HTMLElement>('[role="slider"]'));

  const format = useMemo(() => new Intl.NumberFormat(locale, formatOptions), [locale, formatOptions]);
  const names = thumbLabels ?? (values.length === 2 ? [text.minimumLabel, text.maximumLabel] : []);
  const labelledBy = ariaLabelledBy ?? fieldLabelId;
  const shown =
    values.length === 2 && values[0] !== undefined && values[1] !== undefined
      ? format.formatRange(values[0], values[1])
      : values.map((each) => format.format(each)).join(', ');

  return (
    <div className={cx(styles.root, className)} data-disabled={control.disabled ? '' : undefined}>
      <SliderPrimitive.Root
        ref={refs}
        id={control.id}
        className={styles.slider}
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        disabled={control.disabled}
        orientation="horizontal"
        {...rest}
        value={values}
        onValueChange={(next) => {
          if (value === undefined) setUncontrolled(next);
          onValueChange?.(next);
          reportChange();
        }}
      >
        <SliderPrimitive.Track className={styles.track}>
          <SliderPrimitive.Range className={styles.range} />
        </SliderPrimitive.Track>
        {values.map((each, index) => {
          const name = names[index];
          const ownId = `${thumbId}-${index}`;
          return (
            <SliderPrimitive.Thumb
              // The thumbs are positions, not items: their number only changes with the value's length.
              key={index}
              id={ownId}
              className={styles.thumb}
              aria-label={labelledBy ? name : join(ariaLabel && name ? `${ariaLabel},` : ariaLabel, name)}
              aria-labelledby={labelledBy ? join(labelledBy, name ? ownId : undefined) : undefined}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
              aria-valuetext={format.format(each)}
            />
          );
        })}
      </SliderPrimitive.Root>
      {values.map((each, index) => (
        <FormValueInput
          // One input per thumb, in the thumbs' order.
          key={index}
          name={fieldName}
          value={String(each)}
          disabled={control.disabled}
          focusTarget={() => rootRef.current?.querySelectorAll<HTMLElement>('[role="slider"]')[index]}
        />
      ))}
      {showValue ? (
        // Each thumb tells its own value (`aria-valuetext`): this copy is for the eyes only. `auto`
        // keeps « 1 200 € » in the locale's order within a right-to-left page, where the digits and
        // the sign would otherwise be reordered.
        <span className={styles.value} aria-hidden="true" dir="auto">
          {shown}
        </span>
      ) : null}
    </div>
  );
}
