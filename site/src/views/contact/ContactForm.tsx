import { Field, Grid, Stack, Text, TextArea, TextInput } from '@company/ui';
import { useEffect } from 'react';
import { messageEndpoints } from '@company/contract/messages';
import { contactForm, type ContactFieldName, type FormFieldCopy } from '@company/contract/forms';
import { Honeypot, MessageFormActions } from '../../features/messages/MessageFormParts';
import { useMessageForm } from '../../features/messages/useMessageForm';

/** How long the success banner stays (spec: 5 s). */
export const CONTACT_SUCCESS_BANNER_MS = 5000;

const fields: Record<ContactFieldName, FormFieldCopy> = contactForm.fields;

/** Id of a field's control, stable so links and tests can reach it. */
export const contactFieldId = (field: ContactFieldName) => `contact-${field}`;

export interface ContactFormProps {
  /** Id of the heading that names the form. */
  'aria-labelledby': string;
}

/**
 * The contact form. Before its script it posts to the server, which answers with a page of its
 * own; then it is checked on submit and again field by field as the visitor corrects it, sent as
 * JSON, and confirmed in place once the server has stored the message.
 */
export function ContactForm({ 'aria-labelledby': labelledBy }: ContactFormProps) {
  const { formRef, errors, status, submitting, change, onSubmit, dismiss } = useMessageForm('contact');

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(dismiss, CONTACT_SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status, dismiss]);

  const control = (field: ContactFieldName) => ({
    id: contactFieldId(field),
    name: field,
    onChange: change(field),
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
      method="post"
      action={messageEndpoints.contact}
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      onSubmit={onSubmit}
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
        <Honeypot />
        <MessageFormActions status={status} copy={contactForm} onDismiss={dismiss} />
      </Stack>
    </form>
  );
}
