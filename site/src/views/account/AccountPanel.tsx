import { Button, Card, DescriptionList, EmptyState, Heading, Stack, Text } from '@company/ui';
import { FolderOpen, Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { isAdmin, type User } from '../../stores/authStore';
import type { AccountTabId } from './accountTabs';
import { PasswordForm } from './PasswordForm';
import { PreferencesForm } from './PreferencesForm';
import { ProfileForm } from './ProfileForm';

/** Heading and introduction of each tab's panel. */
export const accountPanels: Record<AccountTabId, { title: string; intro: string }> = {
  profile: { title: 'Mon profil', intro: 'Les informations de votre compte et vos coordonnées.' },
  messages: { title: 'Messages', intro: 'Les échanges avec notre équipe.' },
  documents: { title: 'Documents', intro: 'Vos devis, contrats et factures.' },
  settings: { title: 'Paramètres', intro: 'Choisissez comment nous vous tenons informé.' },
  security: {
    title: 'Sécurité',
    intro:
      'Espace de démonstration\u00a0: le mot de passe ne peut pas être changé ici. Le formulaire vérifie votre saisie sans rien enregistrer.',
  },
};

const titleId = 'account-panel-title';

const memberSince = (user: User) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(new Date(user.created_at));

/** The panel of the tab shown, beside the side menu. */
export function AccountPanel({ tab, user }: { tab: AccountTabId; user: User }) {
  const { title, intro } = accountPanels[tab];
  return (
    <Card asChild size="lg">
      <section aria-labelledby={titleId}>
        <Stack gap="2">
          <Heading id={titleId} level={2} size="heading3" weight="bold">
            {title}
          </Heading>
          <Text tone="muted">{intro}</Text>
        </Stack>
        {tab === 'profile' ? (
          <>
            <DescriptionList
              layout="columns"
              items={[
                { term: 'Rôle', details: isAdmin(user) ? 'Administrateur' : 'Utilisateur' },
                { term: 'Membre depuis le', details: memberSince(user) },
              ]}
            />
            {/* Keyed by user: a different account must not inherit the fields of the previous one. */}
            <ProfileForm key={user.id} user={user} labelledBy={titleId} />
          </>
        ) : null}
        {tab === 'messages' ? (
          <EmptyState
            level={3}
            icon={<Inbox />}
            title="Aucun message pour le moment."
            description="Les réponses de notre équipe à vos demandes apparaîtront ici."
            action={
              <Button asChild variant="secondary">
                <Link to="/contact">Écrire à notre équipe</Link>
              </Button>
            }
          />
        ) : null}
        {tab === 'documents' ? (
          <EmptyState
            level={3}
            icon={<FolderOpen />}
            title="Aucun document disponible."
            description="Vos devis, contrats et factures seront déposés ici dès qu’ils seront prêts."
          />
        ) : null}
        {tab === 'settings' ? <PreferencesForm labelledBy={titleId} /> : null}
        {tab === 'security' ? <PasswordForm labelledBy={titleId} /> : null}
      </section>
    </Card>
  );
}
