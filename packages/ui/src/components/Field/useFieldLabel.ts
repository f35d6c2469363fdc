import { use, useEffect } from 'react';
import { FieldContext } from './FieldContext';

/**
 * For a control that a `<label for>` cannot name (a slider's thumbs, a group of date segments): the
 * id of the surrounding `Field`'s label, for the control's `aria-labelledby`, and a click on that
 * label moves the focus to `focusTarget()`, as it does to an input. `undefined` outside a `Field`
 * with a label, or when `skip` (the control is named otherwise).
 */
export function useFieldLabel(focusTarget: () => HTMLElement | null | undefined, skip = false) {
  const labelId = use(FieldContext)?.labelId;
  const id = skip ? undefined : labelId;
  useEffect(() => {
    const target = focusTarget();
    const label = id ? target?.ownerDocument.getElementById(id) : null;
    if (!label) return;
    const focus = () => focusTarget()?.focus();
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
    // The target is read when the label is clicked; only the label's id matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return id;
}
