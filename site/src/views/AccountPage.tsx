import { Alert, Button, Section, SectionHeader, SideNavLayout, Stack } from '@company/ui';
import { Bell, LogOut } from 'lucide-react';
import { useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSignOut } from '../layout/useSignOut';
import { site } from '../config/site';
import { DocumentTitle, type PageHeadProps } from '../seo/PageHead';
import { useAuthStore, type User } from '../stores/authStore';
import { AccountLoading } from './account/AccountLoading';
import { AccountNav } from './account/AccountNav';
import { AccountPanel, accountPanels } from './account/AccountPanel';
import { accountTabFromPath, type AccountTabId } from './account/accountTabs';

const description = `Votre espace client ${site.brand}\u00a0: profil, messages, documents, préférences et sécurité du compte.`;

/** What the account area tells search engines (to leave it out) and link previews. */
export const accountHead: PageHeadProps = { title: 'Mon espace', description, noIndex: true };

/**
 * The user's space (/app/user/*). It depends on the browser's stored session, so the prerendered
 * page is a loading state; once the session is read, a visitor without one goes to /login.
 */
export function AccountPage() {
  const { pathname } = useLocation();
  const sessionRead = useAuthStore((state) => state.sessionRead);
  const isLoading = useAuthStore((state) => state.isLoading);
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  // Signing out from this page leads home (spec §2), not to the /login a visitor without a session gets.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  const ready = sessionRead && !isLoading;
  if (ready && isAuthenticated && !wasSignedIn) setWasSignedIn(true);

  if (!ready) {
    return (
      <>
        <DocumentTitle title={accountHead.title} />
        <AccountLoading />
      </>
    );
  }
  if (!isAuthenticated || !user) return <Navigate to={wasSignedIn ? '/' : '/login'} replace />;

  const tab = accountTabFromPath(pathname);
  return (
    <>
      <DocumentTitle title={`${accountPanels[tab].title} – Mon espace`} />
      <AccountSpace user={user} tab={tab} />
    </>
  );
}

function AccountSpace({ user, tab }: { user: User; tab: AccountTabId }) {
  const signOut = useSignOut();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const notificationsButton = useRef<HTMLButtonElement>(null);
  return (
    <Section aria-labelledby="account-title">
      <Stack direction="row" wrap align="end" justify="between" gap="6">
        <SectionHeader
          id="account-title"
          level={1}
          eyebrow="Mon espace"
          title={`Bienvenue, ${user.name}`}
          intro={
            'Espace de démonstration\u00a0: votre profil reste dans ce navigateur jusqu’à la déconnexion\u00a0; le mot de passe et les préférences ne sont pas enregistrés.'
          }
        />
        <Stack direction="row" wrap gap="3">
          <Button
            ref={notificationsButton}
            variant="outline"
            icon={<Bell />}
            aria-expanded={notificationsOpen}
            aria-controls="account-notifications"
            onClick={() => setNotificationsOpen((open) => !open)}
          >
            Notifications
          </Button>
          <Button variant="ghost" icon={<LogOut />} onClick={signOut}>
            Déconnexion
          </Button>
        </Stack>
      </Stack>
      <div id="account-notifications" hidden={!notificationsOpen}>
        <Alert
          tone="info"
          live="off"
          title="Notifications"
          onDismiss={() => {
            setNotificationsOpen(false);
            // The close button disappears with the message: the focus goes back to what opened it.
            notificationsButton.current?.focus();
          }}
        >
          Aucune nouvelle notification.
        </Alert>
      </div>
      <SideNavLayout nav={<AccountNav activeTab={tab} />}>
        <AccountPanel key={tab} tab={tab} user={user} />
      </SideNavLayout>
    </Section>
  );
}
