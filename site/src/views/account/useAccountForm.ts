import { useState, type FormEvent } from 'react';
import { firstInvalidField, isValid, type FormErrors } from '../../services/accountForms';

/** The id of a field's control, so a failed submit can move the focus to it. */
export const fieldId = (formId: string, field: string) => `${formId}-${field}`;

interface AccountFormOptions<Values> {
  /** Prefix of the controls' ids. */
  formId: string;
  initialValues: Values;
  /** Fields in page order. */
  fieldOrder: readonly (keyof Values & string)[];
  validate: (values: Values) => FormErrors<keyof Values & string>;
  /** Called with the valid values; returns the values the form shows next (such as emptied passwords). */
  onSave: (values: Values) => Values;
}

/**
 * State of an account form: errors appear on submit and then follow each change, the first invalid
 * field takes the focus, and a confirmation shows until the next change.
 */
export function useAccountForm<Values extends object>({
  formId,
  initialValues,
  fieldOrder,
  validate,
  onSave,
}: AccountFormOptions<Values>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<keyof Values & string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);

  const setField = <Field extends keyof Values & string>(field: Field, value: Values[Field]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setSaved(false);
    if (submitted) setErrors(validate(next));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (!isValid(found)) {
      setSubmitted(true);
      setSaved(false);
      const first = firstInvalidField(fieldOrder, found);
      if (first) document.getElementById(fieldId(formId, first))?.focus();
      return;
    }
    setValues(onSave(values));
    setSubmitted(false);
    setSaved(true);
  };

  return { formId, values, errors, saved, setField, handleSubmit };
}

/** What `useAccountForm` returns: the state of one form and its handlers. */
export type AccountFormState<Values extends object> = ReturnType<typeof useAccountForm<Values>>;
