'use client';

import { createContext, use, type CSSProperties } from 'react';

/**
 * How a control tells the surrounding `Form` that the visitor changed its value, when no native
 * input of its own fires the `input` or `change` event the form listens to (a hidden input of the
 * control or of its primitive, written by script). The form then checks the control's `name`
 * again once the new value is in the page, exactly as it does for a native control.
 */
export const FormChangeContext = createContext<((name: string) => void) | null>(null);

/**
 * For a control whose form value lives in an input the visitor never types in: a function to call
 * whenever the visitor changes the value, with the names the control is sent under. Nothing
 * happens outside a `Form`, or without a name.
 */
export function useFormChange(...names: Array<string | undefined>) {
  const report = use(FormChangeContext);
  return () => {
    if (!report) return;
    for (const name of new Set(names)) if (name) report(name);
  };
}

/** Out of sight and out of the accessibility tree, but focusable by script and checked by the form. */
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  opacity: 0,
  pointerEvents: 'none',
};

const ignoreChange = () => {};

export interface FormValueInputProps {
  /** The name the value is sent under; without one, the input only takes part in the form's constraints. */
  name: string | undefined;
  /** The value sent, `''` for none. */
  value: string;
  /** `date` lets the browser check `min` and `max`. */
  type?: 'text' | 'date';
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  min?: string | undefined;
  max?: string | undefined;
  /** A message that makes the value invalid (a day the app marks unavailable); `''` for none. */
  customError?: string;
  /** The part of the control the focus goes to when the form moves it here (its first invalid field). */
  focusTarget: () => HTMLElement | null | undefined;
}

/**
 * The input that carries the value of a control that has no native input of its own (a group of
 * toggle buttons, date segments): sent with the form under `name`, checked by the form's
 * constraints like any input, and focused by the form after a failed submit, which passes the
 * focus on to the control the visitor sees.
 */
export function FormValueInput({
  name,
  value,
  type = 'text',
  required,
  disabled,
  min,
  max,
  customError = '',
  focusTarget,
}: FormValueInputProps) {
  if (!name && !required) return null;
  return (
    <input
      ref={(input) => input?.setCustomValidity(customError)}
      type={type}
      name={name}
      value={value}
      required={required || undefined}
      disabled={disabled || undefined}
      min={min}
      max={max}
      tabIndex={-1}
      aria-hidden="true"
      style={hidden}
      onChange={ignoreChange}
      onFocus={() => focusTarget()?.focus()}
    />
  );
}
