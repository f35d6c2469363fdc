import { Alert, Button, Field, Section, SectionHeader, Stack, TextInput } from '@company/ui';
import { inboxEndpoints, signInLinkSchema } from '@company/contract/inbox';
import { useId, useState, type FormEvent } from 'react';
import { inboxApi, InboxRequestError } from '../../features/inbox/inboxApi';

/**
 * The staff's sign-in: an address, then a link by mail. A plain form post to the API, so that it
 * works before (or without) the script; with it, the answer shows here without leaving the page.
 */
export function SignInForm({ notice, headless = false }: { notice?: string; headless?: boolean }) {
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [pending, setPending] = useState(false);
  const statusId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = signInLinkSchema['~standard'].validate({
      email: new FormData(event.currentTarget).get('email'),
    });
    if (checked instanceof Promise || checked.issues) {
      setError(checked instanceof Promise ? undefined : checked.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      setSent((await inboxApi.requestLink(checked.value.email)).message);
    } catch (caught) {
      setSent(undefined);
      setError(caught instanceof InboxRequestError ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  }

  const body = (
    <Stack gap="4">
      {notice && (
        <Alert tone="warning" live="polite">
          {notice}
        </Alert>
      )}
      <form
        method="post"
        action={inboxEndpoints.signInLink}
        noValidate={!headless}
        onSubmit={(event) => void submit(event)}
      >
        <Stack gap="4">
          <Field label="Adresse e-mail" name="email" required error={error}>
            <TextInput type="email" inputMode="email" autoComplete="email" spellCheck={false} />
          </Field>
          <div>
            <Button type="submit" loading={pending} loadingLabel="Envoi du lien…">
              Recevoir un lien de connexion
            </Button>
          </div>
        </Stack>
      </form>
      <div id={statusId} role="status">
        {sent && <Alert tone="success">{sent}</Alert>}
      </div>
    </Stack>
  );
  if (headless) return body;
  return (
    <Section aria-labelledby="inbox-title" width="narrow">
      <SectionHeader
        id="inbox-title"
        level={1}
        eyebrow="Espace équipe"
        title="Boîte de réception"
        intro="Réservée à l’équipe. Saisissez votre adresse professionnelle pour recevoir un lien de connexion."
      />
      {body}
    </Section>
  );
}
