import { Button, LoadingState, Section, SectionHeader, Stack, ToastProvider, Toaster } from '@company/ui';
import { inboxCopy, inboxEndpoints, type StaffSession } from '@company/contract/inbox';
import { LogOut } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { site } from '../../config/site';
import { DocumentTitle, type PageHeadProps } from '../../seo/PageHead';
import { inboxApi, InboxRequestError } from '../../features/inbox/inboxApi';
import { InboxList } from './InboxList';
import { SignInForm } from './SignInForm';

/** What the staff's space tells search engines (to leave it out) and link previews. */
export const adminHead: PageHeadProps = {
  title: 'Boîte de réception',
  description: `La boîte de réception de l’équipe ${site.brand}, réservée à son personnel.`,
  noIndex: true,
};

type SessionState =
  { state: 'loading' } | { state: 'signed-out'; notice?: string } | { state: 'signed-in'; session: StaffSession };

/** What the prerendered page and the first client render show while the session is asked for. */
export function AdminLoading() {
  return (
    <Section aria-labelledby="inbox-title" width="narrow">
      <SectionHeader id="inbox-title" level={1} eyebrow="Espace équipe" title="Boîte de réception" />
      <LoadingState role="status">Chargement de la boîte de réception…</LoadingState>
      {/* Without the script the sign-in still works: the form posts to the API, which answers with a page. */}
      <noscript>
        <SignInForm headless />
      </noscript>
    </Section>
  );
}

/**
 * The staff's inbox (/app/admin/): the sign-in while the server knows no session (its cookie is
 * `HttpOnly`, so only the server can tell), the messages once it does.
 */
export function AdminInboxPage() {
  const [session, setSession] = useState<SessionState>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    inboxApi.session().then(
      (found) => current && setSession({ state: 'signed-in', session: found }),
      (error: unknown) => {
        if (!current) return;
        const status = error instanceof InboxRequestError ? error.status : 0;
        setSession({
          state: 'signed-out',
          // The admin API answers 404 on a server where no staff address is set, as a static host does.
          notice:
            status === 401
              ? undefined
              : status === 404
                ? 'La boîte de réception n’est pas activée sur ce serveur.'
                : error instanceof Error
                  ? error.message
                  : String(error),
        });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  // A session that ends while the list is open (idle, signed out elsewhere) leads back to the sign-in.
  const ended = useCallback(() => setSession({ state: 'signed-out', notice: inboxCopy.errors.unauthorized }), []);

  return (
    <ToastProvider label="Notification">
      <DocumentTitle title={session.state === 'signed-in' ? adminHead.title : `Connexion – ${adminHead.title}`} />
      {session.state === 'loading' ? (
        <AdminLoading />
      ) : session.state === 'signed-out' ? (
        <SignInForm notice={session.notice} />
      ) : (
        <Section aria-labelledby="inbox-title">
          <Stack gap="6">
            <Stack direction="row" wrap align="end" justify="between" gap="4">
              <SectionHeader
                id="inbox-title"
                level={1}
                eyebrow="Espace équipe"
                title="Boîte de réception"
                intro={`Connecté en tant que ${session.session.email}.`}
              />
              <form
                method="post"
                action={inboxEndpoints.signOut}
                onSubmit={(event) => {
                  event.preventDefault();
                  const form = event.currentTarget;
                  inboxApi.signOut().then(
                    () => setSession({ state: 'signed-out' }),
                    // The session must not outlive a failed call: the plain form post tries again.
                    () => form.submit(),
                  );
                }}
              >
                <Button type="submit" variant="ghost" icon={<LogOut />}>
                  Se déconnecter
                </Button>
              </form>
            </Stack>
            <InboxList onSignedOut={ended} />
          </Stack>
        </Section>
      )}
      <Toaster />
    </ToastProvider>
  );
}
