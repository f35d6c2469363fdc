'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, type ChangeEvent, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useFieldControl } from '../Field/FieldContext';
import * as styles from './TextArea.css';

// useLayoutEffect warns during server rendering; the measurement only makes sense in a browser anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface TextAreaProps extends ComponentProps<'textarea'> {
  /**
   * Visible lines of text; the starting height, also with `autoGrow` unless `minHeight` is set.
   * @default 4
   */
  rows?: number;
  /**
   * Grows the height with the text, from `minHeight` up to `maxHeight`, then scrolls.
   * @default false
   */
  autoGrow?: boolean;
  /**
   * Smallest height in pixels with `autoGrow`.
   * @default the height `rows` gives
   */
  minHeight?: number;
  /**
   * Largest height in pixels with `autoGrow`; beyond it the text scrolls.
   * @default no limit
   */
  maxHeight?: number;
  /** Marks the value invalid (`aria-invalid`); set automatically inside a `Field` with an `error`. */
  invalid?: boolean;
  /** Text of the text area when the parent holds it (native); use with `onValueChange` or `onChange`. */
  value?: ComponentProps<'textarea'>['value'];
  /** Text of the text area at first when it holds its own state (native). */
  defaultValue?: ComponentProps<'textarea'>['defaultValue'];
  /** Called with the new text on every change, after the native `onChange`. */
  onValueChange?: (value: string) => void;
}

/** A multi-line text entry for messages and descriptions. Put it in a `Field` to give it a label. */
export function TextArea({
  rows = 4,
  autoGrow = false,
  minHeight,
  maxHeight,
  invalid,
  className,
  style,
  ref,
  onChange,
  onValueChange,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextAreaProps) {
  const control = useFieldControl({
    id,
    required,
    disabled,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  const node = useRef<HTMLTextAreaElement | null>(null);

  const fit = useCallback(() => {
    const element = node.current;
    if (!autoGrow || !element) return;
    // The height `rows` gives is the floor when no minHeight is set.
    element.style.height = 'auto';
    const floor = minHeight ?? element.offsetHeight;
    // At zero height, scrollHeight is exactly the text plus padding; borders are added back (border-box).
    element.style.height = '0px';
    const borders = element.offsetHeight - element.clientHeight;
    const needed = element.scrollHeight + borders;
    const ceiling = maxHeight ?? Number.POSITIVE_INFINITY;
    element.style.height = `${Math.min(Math.max(needed, floor), ceiling)}px`;
    element.style.overflowY = needed > ceiling ? 'auto' : 'hidden';
  }, [autoGrow, minHeight, maxHeight]);

  // Controlled values change without an input event; uncontrolled ones are fitted in handleChange.
  useBrowserLayoutEffect(fit, [fit, rest.value]);

  // A narrower box wraps more lines: fit again when the width changes.
  useEffect(() => {
    const element = node.current;
    if (!autoGrow || !element || typeof ResizeObserver === 'undefined') return;
    let width = element.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (element.offsetWidth === width) return;
      width = element.offsetWidth;
      fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoGrow, fit]);

  const setRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      node.current = element;
      if (typeof ref === 'function') {
        const cleanup = ref(element);
        return () => {
          node.current = null;
          if (typeof cleanup === 'function') cleanup();
          else ref(null);
        };
      }
      if (ref) ref.current = element;
      return () => {
        node.current = null;
        if (ref) ref.current = null;
      };
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    fit();
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };

  return (
    <textarea
      ref={setRef}
      rows={rows}
      className={cx(styles.textArea, className)}
      data-auto-grow={autoGrow ? '' : undefined}
      style={autoGrow ? { minHeight, maxHeight, ...style } : style}
      onChange={handleChange}
      {...control}
      {...rest}
    />
  );
}
