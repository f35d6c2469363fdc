import { createContext } from 'react';
import type { FormErrors } from './values';

/** What a `Form` hands down to the fields and buttons inside it. */
export interface FormContextValue {
  /** The error message shown for each control `name`: constraint, schema and server errors together. */
  errors: FormErrors;
  /** Errors about the whole form: the `error` prop aside, schema issues that no control holds. */
  formErrors: readonly string[];
  /** `true` while the form validates asynchronously or an asynchronous `onSubmit` runs; a submit then does nothing. */
  pending: boolean;
  /** `true` once the visitor has tried to submit: from then on, each control is checked again as it changes. */
  submitted: boolean;
}

export const FormContext = createContext<FormContextValue | null>(null);
