import { Alert, Button, Field, FormActions, Grid, Stack, Text, TextArea, TextInput } from '@company/ui';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { contactForm, type ContactFieldName, type FormFieldCopy } from '../../data/contact';
import {
  emptyContactForm,
  firstInvalidField,
  validateContactField,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from '../../services/contactForm';
import { useContactStore } from '../../stores/contactStore';

/** How long the success banner stays (spec: 5 s). */
export const CONTACT_SUCCESS_BANNER_MS = 5000;

type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

const fields: Record<ContactFieldName, FormFieldCopy> = contactForm.fields;

/** Id of a field's control, stable so links and tests can reach it. */
export const contactFieldId = (field: ContactFieldName) => `contact-${field}`;

export interface ContactFormProps {
  /** Id of the heading that names the form. */
  'aria-labelledby': string;
}

/**
 * The contact form: checked on submit, then again field by field as the visitor corrects it; the
 * message is kept in the in-memory contact store.
 */
export function ContactForm({ 'aria-labelledby': labelledBy }: ContactFormProps) {
  const sendContactMessage = useContactStore((state) => state.sendContactMessage);
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  // A new object on every failed submit, so submitting twice moves the focus twice.
  const [focusRequest, setFocusRequest] = useState<{ field: ContactFieldName } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Focus once the errors are rendered, so the field is announced together with its message.
  useEffect(() => {
    if (!focusRequest) return;
    const control = formRef.current?.elements.namedItem(focusRequest.field);
    if (control instanceof HTMLElement) control.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), CONTACT_SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const submitting = status === 'submitting';

  const handleChange = (field: ContactFieldName) => (event: ChangeEvent<FieldElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (attempted) setErrors((current) => ({ ...current, [field]: validateContactField(field, next) }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateContactForm(values);
    setAttempted(true);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      setStatus('idle');
      setFocusRequest({ field: invalid });
      return;
    }
    setStatus('submitting');
    try {
      await sendContactMessage({ ...values, company: values.company.trim() || undefined });
      setValues(emptyContactForm);
      setErrors({});
      setAttempted(false);
      setStatus('success');
    } catch {
      // The typed values stay, so the visitor can simply try again.
      setStatus('error');
    }
  };

  const control = (field: ContactFieldName) => ({
    id: contactFieldId(field),
    name: field,
    value: values[field],
    onChange: handleChange(field),
    placeholder: fields[field].placeholder,
    autoComplete: fields[field].autoComplete ?? 'off',
    readOnly: submitting,
  });

  const field = (name: ContactFieldName) => ({
    label: fields[name].label,
    required: fields[name].required,
    error: errors[name],
    controlId: contactFieldId(name),
  });

  return (
    <form
      ref={formRef}
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Stack gap="5">
        <Text size="bodySmall" tone="muted">
          {contactForm.requiredNote}
        </Text>
        <Grid columns={2} collapseBelow="sm" gap="5">
          <Field {...field('name')}>
            <TextInput {...control('name')} />
          </Field>
          <Field {...field('email')}>
            <TextInput type="email" inputMode="email" spellCheck={false} {...control('email')} />
          </Field>
        </Grid>
        <Grid columns={2} collapseBelow="sm" gap="5">
          <Field {...field('company')}>
            <TextInput {...control('company')} />
          </Field>
          <Field {...field('subject')}>
            <TextInput {...control('subject')} />
          </Field>
        </Grid>
        <Field {...field('message')}>
          <TextArea rows={6} {...control('message')} />
        </Field>
        <FormActions
          status={
            status === 'success' ? (
              <Alert tone="success" live="off" title={contactForm.successTitle} onDismiss={() => setStatus('idle')}>
                {contactForm.successText}
              </Alert>
            ) : null
          }
          error={status === 'error' ? <Alert tone="danger">{contactForm.errorText}</Alert> : null}
        >
          <Button
            type="submit"
            size="lg"
            icon={<Send />}
            loading={submitting}
            loadingLabel={contactForm.submittingLabel}
          >
            {contactForm.submitLabel}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
