import { createContext, use, useId } from 'react';

/** What a `Field` hands down to the one control it wraps. */
export interface FieldContextValue {
  /** Id the control must carry, so the field's label points at it. */
  controlId: string;
  /**
   * Id of the field's visible label, when it has one: a control that `<label for>` cannot name (a
   * slider's thumbs, a group of date segments, a combobox whose popup hides the label) points
   * `aria-labelledby` at it.
   */
  labelId: string | undefined;
  /** Ids of the hint and error, in reading order, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
  /** Name the control is sent with, when the field sets one: the control's own `name` wins. */
  name?: string | undefined;
  required: boolean;
  disabled: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/** Props every form control accepts and may receive from a surrounding `Field`. */
export interface FieldControlProps {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
}

const join = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/**
 * Merges a control's own props with those of the `Field` around it (if any): the control's own
 * `id`, `required` and `disabled` win; descriptions add up; either side can mark it invalid.
 * `extraDescribedBy` is the control's own description (a checkbox's helper text). The field's
 * `name` comes only when it sets one, so a control that spreads its own props after these keeps its own.
 */
export function useFieldControl(props: FieldControlProps, extraDescribedBy?: string) {
  const field = use(FieldContext);
  const fallbackId = useId();
  const own = props['aria-invalid'];
  const ownInvalid = own !== undefined && own !== false && own !== 'false';
  const invalid = Boolean(props.invalid || field?.invalid || ownInvalid);
  return {
    id: props.id ?? field?.controlId ?? fallbackId,
    'aria-describedby': join(extraDescribedBy, field?.describedBy, props['aria-describedby']),
    'aria-invalid': invalid ? (ownInvalid ? own : true) : undefined,
    required: props.required ?? field?.required ?? undefined,
    disabled: props.disabled ?? field?.disabled ?? undefined,
    ...(field?.name === undefined ? {} : { name: field.name }),
  } as const;
}

/** The name a control is sent with: its own `name`, else the one of the `Field` around it. */
export function useFieldName(name: string | undefined) {
  const field = use(FieldContext);
  return name ?? field?.name;
}
