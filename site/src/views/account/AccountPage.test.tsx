import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteLocale } from '../../components/SiteLocale';
import { DEMO_PASSWORD, mockUsers } from '../../data/mockUsers';
import { useAuthStore } from '../../stores/authStore';
import { AccountPage } from '../AccountPage';

const [admin] = mockUsers as [(typeof mockUsers)[0]];

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, element: <h1>Accueil</h1> },
      { path: 'login', element: <h1>Connexion</h1> },
      { path: 'support', element: <h1>Support</h1> },
      {
        path: 'app/user',
        children: [
          { index: true, Component: AccountPage },
          { path: '*', Component: AccountPage },
        ],
      },
    ],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />, { wrapper: SiteLocale });
  return router;
}

const signIn = () =>
  useAuthStore.setState({ user: admin, token: 'mock-token-1-0', isAuthenticated: true, sessionRead: true });

beforeEach(() => {
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('AccountPage', () => {
  it('shows a loading state while the session is being read', () => {
    renderAt('/app/user');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Chargement de votre espace…');
  });

  it('keeps the loading state while the user loads', () => {
    useAuthStore.setState({ sessionRead: true, isLoading: true });
    renderAt('/app/user');
    expect(screen.getByText('Chargement de votre espace…')).toBeTruthy();
  });

  it('sends a visitor without a session to /login once the session is read', async () => {
    useAuthStore.setState({ sessionRead: true });
    const router = renderAt('/app/user/messages');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('still sends to /login a session found unusable while it was being read', async () => {
    useAuthStore.setState({ user: admin, token: 'mock-token-1-0', isAuthenticated: true });
    const router = renderAt('/app/user');
    expect(screen.getByText('Chargement de votre espace…')).toBeTruthy();
    act(() => {
      useAuthStore.setState({ user: null, token: null, isAuthenticated: false, sessionRead: true });
    });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('welcomes the user by name and opens the tab of the address', () => {
    signIn();
    renderAt('/app/user/messages');
    expect(screen.getByRole('heading', { level: 1, name: `Bienvenue, ${admin.name}` })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeTruthy();
    expect(screen.getByText('Aucun message pour le moment.')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu de mon espace' });
    expect(within(menu).getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the documents’ empty state', () => {
    signIn();
    renderAt('/app/user/documents');
    expect(screen.getByText('Aucun document disponible.')).toBeTruthy();
  });

  it.each(['/app/user', '/app/user/inconnu'])('shows the profile at %s', (path) => {
    signIn();
    renderAt(path);
    expect(screen.getByRole('heading', { level: 2, name: 'Mon profil' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Nom complet/).value).toBe(admin.name);
  });

  it('navigates with the side menu, support leading out of the account area', async () => {
    signIn();
    const router = renderAt('/app/user');
    const user = userEvent.setup();
    const menu = screen.getByRole('navigation', { name: 'Menu de mon espace' });

    await user.click(within(menu).getByRole('link', { name: 'Sécurité' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sécurité' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/user/security');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu de mon espace' })).getByRole('link', { name: 'Support' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeTruthy();
  });

  it('checks the password form field by field, refuses a wrong current password, and says nothing changed', async () => {
    signIn();
    renderAt('/app/user/security');
    const user = userEvent.setup();
    const submit = () => user.click(screen.getByRole('button', { name: 'Vérifier la saisie' }));
    expect(screen.getByText(/le mot de passe ne peut pas être changé ici/)).toBeTruthy();

    await submit();
    const current = screen.getByLabelText(/Mot de passe actuel/);
    expect(document.activeElement).toBe(current);
    expect(screen.getByText('Indiquez votre mot de passe actuel.')).toBeTruthy();

    await user.type(current, 'mauvais-mdp');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'court');
    await user.type(screen.getByLabelText(/Confirmation/), 'court');
    await submit();
    expect(screen.getByText('Ce n’est pas votre mot de passe actuel.')).toBeTruthy();
    expect(screen.getByText(/doit contenir au moins 8.caractères/)).toBeTruthy();

    await user.clear(current);
    await user.type(current, DEMO_PASSWORD);
    await user.clear(screen.getByLabelText(/^Nouveau mot de passe/));
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-mdp');
    await user.clear(screen.getByLabelText(/Confirmation/));
    await user.type(screen.getByLabelText(/Confirmation/), 'nouveau-mdp');
    await submit();
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toContain('Saisie valide. Le mot de passe de démonstration reste inchangé.');
    expect(statuses.join(' ')).not.toMatch(/modifié/);
    expect(screen.getByLabelText<HTMLInputElement>(/Mot de passe actuel/).value).toBe('');
  });

  it('saves the profile on the signed-in user', async () => {
    signIn();
    renderAt('/app/user/profile');
    const user = userEvent.setup();
    const name = screen.getByLabelText(/Nom complet/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(screen.getByText('Indiquez votre nom.')).toBeTruthy();

    await user.type(name, 'Hanitra R.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(screen.getByText('Votre profil a été mis à jour.')).toBeTruthy();
    expect(useAuthStore.getState().user?.name).toBe('Hanitra R.');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue, Hanitra R.' })).toBeTruthy();
  });

  it('asks for a mobile number before saving SMS alerts', async () => {
    signIn();
    renderAt('/app/user/settings');
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Alertes par SMS' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les préférences' }));
    expect(screen.getByText('Indiquez un numéro de mobile pour recevoir les alertes par SMS.')).toBeTruthy();

    await user.type(screen.getByLabelText(/Numéro de mobile/), '+261 34 12 345 67');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les préférences' }));
    expect(screen.getByText('Préférences valides. Cet espace de démonstration ne les enregistre pas.')).toBeTruthy();
  });

  it('signs out to the home page, not to /login', async () => {
    signIn();
    const router = renderAt('/app/user');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('opens and closes the notifications', async () => {
    signIn();
    renderAt('/app/user');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Aucune nouvelle notification.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fermer l’alerte' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
