import { Alert, Button, Field, Grid, Stack, TextInput, type TextInputProps } from '@company/ui';
import type { FormEvent, ReactNode } from 'react';
import { fieldId, type AccountFormState } from './useAccountForm';

interface AccountFormProps {
  /** Id of the heading that names the form. */
  labelledBy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** Shown once the form is saved, until the next change. */
  confirmation: string | null;
  children: ReactNode;
}

/**
 * The frame of an account form: its fields, the submit button, then the confirmation. The form checks
 * its own fields (`noValidate`), so its messages are the French ones under each field.
 */
export function AccountForm({ labelledBy, onSubmit, submitLabel, confirmation, children }: AccountFormProps) {
  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={onSubmit}>
      {/* A column of a reading width: the fields do not stretch across a wide panel. */}
      <Grid template="minmax(0, 34rem)" gap="5">
        {children}
        <Stack direction="row" wrap gap="3">
          <Button type="submit">{submitLabel}</Button>
        </Stack>
        {/* The live region stays in the page while empty, so screen readers announce the confirmation the moment it appears. */}
        <div role="status">
          {confirmation ? (
            <Alert tone="success" live="off">
              {confirmation}
            </Alert>
          ) : null}
        </div>
      </Grid>
    </form>
  );
}

/** Names of the fields of `Values` that hold text. */
type TextFieldName<Values> = { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values] &
  string;

interface AccountTextFieldProps<Values extends object> extends Omit<
  TextInputProps,
  'id' | 'value' | 'onChange' | 'required' | 'form'
> {
  /** The form's state, from `useAccountForm`. */
  form: AccountFormState<Values>;
  /** The text field of the form this input edits. */
  field: TextFieldName<Values>;
  label: string;
  hint?: string;
  /** Required unless said otherwise, like most account fields. */
  required?: boolean;
}

/** A labelled text input bound to one field of an account form, with its error under it. */
export function AccountTextField<Values extends object>({
  form,
  field,
  label,
  hint,
  required = true,
  ...input
}: AccountTextFieldProps<Values>) {
  const value = form.values[field];
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      error={form.errors[field]}
      controlId={fieldId(form.formId, field)}
    >
      <TextInput
        {...input}
        value={typeof value === 'string' ? value : ''}
        // `field` names a text field, so its value is the string typed.
        onChange={(event) => form.setField(field, event.target.value as Values[typeof field])}
      />
    </Field>
  );
}
