import { Field, Grid, Select, Stack, Text, TextArea, TextInput } from '@company/ui';
import { messageEndpoints } from '@company/contract/messages';
import { defaultPriority, priorityOptions, supportForm } from '@company/contract/forms';
import { Honeypot, MessageFormActions } from '../../features/messages/MessageFormParts';
import { useMessageForm } from '../../features/messages/useMessageForm';

type SupportFieldName = 'name' | 'email' | 'subject' | 'priority' | 'message';

/**
 * The support request form. Before its script it posts to the server, which answers with a page
 * of its own, and the browser checks the required fields; then it is checked with the server's
 * rules, sent as JSON, and confirmed in place once the server has stored the request.
 */
export function SupportForm({ 'aria-labelledby': labelledBy }: { 'aria-labelledby': string }) {
  const { formRef, errors, status, submitting, change, onSubmit } = useMessageForm('support');
  const { fields } = supportForm;
  const control = (name: SupportFieldName) => ({
    name,
    onChange: change(name),
    readOnly: submitting,
  });
  const field = (name: SupportFieldName) => ({
    label: fields[name].label,
    required: fields[name].required,
    error: errors[name],
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={messageEndpoints.support}
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      onSubmit={onSubmit}
    >
      <Stack gap="5">
        <Text size="bodySmall" tone="muted">
          {supportForm.requiredNote}
        </Text>
        <Grid columns={2} collapseBelow="sm" gap="5">
          <Field {...field('name')}>
            <TextInput
              autoComplete={fields.name.autoComplete}
              placeholder={fields.name.placeholder}
              {...control('name')}
            />
          </Field>
          <Field {...field('email')}>
            <TextInput
              type="email"
              inputMode="email"
              spellCheck={false}
              autoComplete={fields.email.autoComplete}
              placeholder={fields.email.placeholder}
              {...control('email')}
            />
          </Field>
        </Grid>
        <Grid columns={2} collapseBelow="sm" gap="5">
          <Field {...field('subject')}>
            <TextInput placeholder={fields.subject.placeholder} {...control('subject')} />
          </Field>
          <Field {...field('priority')}>
            <Select name="priority" defaultValue={defaultPriority} onChange={change('priority')}>
              {priorityOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        </Grid>
        <Field {...field('message')}>
          <TextArea rows={supportForm.messageRows} placeholder={fields.message.placeholder} {...control('message')} />
        </Field>
        <Honeypot />
        <MessageFormActions status={status} copy={supportForm} />
      </Stack>
    </form>
  );
}
