import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../site/src/data/mockUsers';
import { accountFormMessages } from '../site/src/services/accountForms';
import { expect, test } from './fixtures';
import { pauseClock } from './support/clock';
import { islandStart, whenAccountAppRuns } from './support/deferred';
import {
  cookieChoiceStorage,
  readLocalStorage,
  rememberCookieChoice,
  replaceLocalStorage,
  seedLocalStorage,
  signedInStorage,
  storageKeys,
  storedUser,
} from './support/storage';
import { endsWith } from './support/text';

const sessionKeys = [storageKeys.session, storageKeys.token] as const;
/** The store's one warning when it drops an unreadable session (site/src/stores/authStore.ts). */
const corruptSessionWarning = /^console\.warning: \[auth\] The saved session was unreadable/;
/** Simulated time of loading the user of a stored token (spec §9). */
const loadUserDelayMs = 500;

const userMenuButton = (page: Page, name: string = storedUser.name) =>
  page.getByRole('banner').getByRole('button', { name });

/** The heading of the account tab shown. */
const panelHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** The account area's side menu. */
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu de mon espace' });

test.describe('a visitor whose browser holds a session', () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
    await seedLocalStorage(page, signedInStorage());
  });

  test('sees their name in the header; its menu leads to the spaces and signs out', async ({ page }) => {
    await page.goto('/fr/services');
    const header = page.getByRole('banner');
    await userMenuButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Panel Admin', 'Mon Espace', 'Déconnexion']);
    await expect(menu.getByRole('menuitem', { name: 'Panel Admin' })).toHaveAttribute('href', '/fr/app/admin');
    await expect(menu.getByRole('menuitem', { name: 'Mon Espace' })).toHaveAttribute('href', '/fr/app/user');
    await expect(header.getByRole('link', { name: 'Connexion' })).toHaveCount(0);

    await menu.getByRole('menuitem', { name: 'Mon Espace' }).click();
    await expect(page).toHaveURL('/fr/app/user');
    await whenAccountAppRuns(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${storedUser.name}`);

    // Signing out from the account area leads home, not to the login notice.
    await userMenuButton(page).click();
    await menu.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL('/fr/');
    await expect(header.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await readLocalStorage(page, sessionKeys)).toEqual([null, null]);

    // Signed out for good: the next visit has no session to restore.
    await page.goto('/fr/app/user');
    await expect(page).toHaveURL('/fr/login', islandStart);
  });

  test('the account area shows a loading state until the user is loaded, then welcomes them', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/fr/app/user/messages');
    // The page's HTML holds the loading state too: the application itself must show it once it runs.
    await whenAccountAppRuns(page);
    await expect(page.getByRole('status').filter({ hasText: 'Chargement de votre espace…' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon espace');
    // The simulated load starts once the islands have read the session, which this clock cannot
    // see: time moves on in small steps until the user is there.
    await expect(async () => {
      await page.clock.runFor(loadUserDelayMs / 5);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${storedUser.name}`, {
        timeout: 100,
      });
    }).toPass({ timeout: 15_000 });
    await expect(page).toHaveTitle('Messages – Mon espace | Company');
    await expect(panelHeading(page)).toHaveText('Messages');
    await expect(page.getByText('Aucun message pour le moment.')).toBeVisible();
    await expect(accountMenu(page).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });

  test('the tabs follow the address and the side menu', async ({ page }) => {
    await page.goto('/fr/app/user/documents');
    await whenAccountAppRuns(page);
    await expect(page.getByText('Aucun document disponible.')).toBeVisible();

    const menu = accountMenu(page);
    await menu.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL('/fr/app/user/messages');
    await expect(page.getByText('Aucun message pour le moment.')).toBeVisible();

    await menu.getByRole('link', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL('/fr/app/user/settings');
    await expect(panelHeading(page)).toHaveText('Paramètres');

    await menu.getByRole('link', { name: 'Sécurité' }).click();
    await expect(page).toHaveURL('/fr/app/user/security');
    await expect(panelHeading(page)).toHaveText('Sécurité');
    await expect(menu.getByRole('link', { name: 'Sécurité' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL('/fr/app/user');
    await expect(panelHeading(page)).toHaveText('Mon profil');

    await page.goBack();
    await expect(page).toHaveURL('/fr/app/user/security');
    await expect(panelHeading(page)).toHaveText('Sécurité');

    await menu.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL('/fr/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centre de support');
  });

  test('an unknown tab shows the profile', async ({ page }) => {
    await page.goto('/fr/app/user/inconnu');
    await whenAccountAppRuns(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${storedUser.name}`);
    await expect(panelHeading(page)).toHaveText('Mon profil');
    await expect(page.getByLabel('Nom complet')).toHaveValue(storedUser.name);
    await expect(accountMenu(page).getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  });

  test('the profile form explains its errors in French, then saves the new name everywhere', async ({ page }) => {
    await page.goto('/fr/app/user');
    await whenAccountAppRuns(page);
    const name = page.getByLabel('Nom complet');
    const email = page.getByLabel('Adresse e-mail');
    const save = page.getByRole('button', { name: 'Enregistrer le profil' });

    await name.fill('   ');
    await email.fill('hanitra@');
    await save.click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(`Erreur\u00a0: ${accountFormMessages.nameRequired}`);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(`Erreur\u00a0: ${accountFormMessages.emailInvalid}`);
    await expect(name).toBeFocused();

    // Errors follow the corrections.
    await name.fill('Hanitra R.');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(accountFormMessages.nameRequired)).toHaveCount(0);
    await email.fill('hanitra@company.example');
    await save.click();

    await expect(page.getByRole('status').filter({ hasText: accountFormMessages.profileSaved })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue, Hanitra R.');
    await expect(userMenuButton(page, 'Hanitra R.')).toBeVisible();
    await expect(email).toHaveValue('hanitra@company.example');

    // « Votre profil reste dans ce navigateur »: the new name survives a reload.
    await page.reload();
    await whenAccountAppRuns(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue, Hanitra R.');
    await expect(name).toHaveValue('Hanitra R.');
    await expect(email).toHaveValue('hanitra@company.example');
  });

  test('the password form explains its errors in French, refuses a wrong current password, and says it changed nothing', async ({
    page,
  }) => {
    await page.goto('/fr/app/user/security');
    await whenAccountAppRuns(page);
    const current = page.getByLabel('Mot de passe actuel');
    const next = page.getByLabel(/^Nouveau mot de passe/);
    const confirmation = page.getByLabel('Confirmation du nouveau mot de passe');
    const change = page.getByRole('button', { name: 'Vérifier la saisie' });
    await expect(page.getByRole('main')).toContainText('le mot de passe ne peut pas être changé ici');

    await change.click();
    await expect(current).toBeFocused();
    await expect(current).toHaveAccessibleDescription(`Erreur\u00a0: ${accountFormMessages.currentPasswordRequired}`);
    await expect(next).toHaveAccessibleDescription(
      endsWith(`Erreur\u00a0: ${accountFormMessages.newPasswordRequired}`),
    );
    await expect(confirmation).toHaveAccessibleDescription(
      `Erreur\u00a0: ${accountFormMessages.confirmPasswordRequired}`,
    );

    await current.fill('ancien-mdp');
    await next.fill('court');
    await confirmation.fill('autre');
    await change.click();
    // Not the demonstration account's password: the first error, where the focus goes.
    await expect(current).toBeFocused();
    await expect(next).toHaveAccessibleDescription(
      endsWith(`Erreur\u00a0: ${accountFormMessages.newPasswordTooShort}`),
    );
    await expect(confirmation).toHaveAccessibleDescription(
      `Erreur\u00a0: ${accountFormMessages.confirmPasswordMismatch}`,
    );

    await expect(current).toHaveAccessibleDescription(`Erreur\u00a0: ${accountFormMessages.currentPasswordWrong}`);

    await current.fill(DEMO_PASSWORD);
    await next.fill('nouveau-mdp');
    await confirmation.fill('nouveau-mdp');
    await change.click();
    await expect(page.getByRole('status').filter({ hasText: accountFormMessages.passwordChecked })).toBeVisible();
    for (const field of [current, next, confirmation]) {
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
  });
});

test('a bare token restores the user after the simulated load', async ({ page }) => {
  await rememberCookieChoice(page);
  await seedLocalStorage(page, { [storageKeys.token]: 'jeton-e2e-0123456789' });
  await page.goto('/fr/');
  await expect(userMenuButton(page)).toBeVisible();
  // The restored session is saved the way the site writes it.
  await expect.poll(async () => (await readLocalStorage(page, sessionKeys))[1]).toBe('jeton-e2e-0123456789');
});

test('the account area sends a visitor without a session to the login notice', async ({ page }) => {
  await page.goto('/fr/app/user/messages');
  await expect(page).toHaveURL('/fr/login', islandStart);
  await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible(islandStart);
  await expect(page.getByText('Aucun message pour le moment.')).toHaveCount(0);
});

const validSession = signedInStorage();
const validSessionJson = validSession[storageKeys.session] ?? '';
const validToken = validSession[storageKeys.token] ?? '';

/** What a broken or tampered browser storage may hold; each must leave the visitor signed out. */
const corruptStorages: { name: string; entries: Record<string, string> }[] = [
  {
    name: 'text that is not JSON',
    entries: { [storageKeys.session]: 'n’importe quoi', [storageKeys.token]: validToken },
  },
  {
    name: 'truncated JSON',
    entries: { [storageKeys.session]: validSessionJson.slice(0, 60), [storageKeys.token]: validToken },
  },
  {
    name: 'a session of the wrong types',
    entries: {
      [storageKeys.session]: JSON.stringify({
        state: { user: 'admin', token: 42, isAuthenticated: 'yes' },
        version: 1,
      }),
      [storageKeys.token]: validToken,
    },
  },
  {
    name: 'a user of the wrong shape',
    entries: {
      [storageKeys.session]: JSON.stringify({
        state: { user: { ...storedUser, id: '1', roles: 'admin' }, token: validToken, isAuthenticated: true },
        version: 1,
      }),
    },
  },
  { name: 'JSON null', entries: { [storageKeys.session]: 'null' } },
  { name: 'a token of markup', entries: { [storageKeys.token]: '<img src=x onerror=alert(1)>' } },
  { name: 'the text « undefined » as token', entries: { [storageKeys.token]: 'undefined' } },
];

test.describe('a corrupted stored session', () => {
  test.use({ allowedConsole: [corruptSessionWarning] });

  test('is dropped with at most one warning: the site loads signed out', async ({ page, consoleProblems }) => {
    // Seven cases of three page loads each (the account area, the login notice, home).
    test.slow();
    // One page for every case: each is a new load, and the site's files stay in the browser's cache.
    await page.goto('/fr/');
    for (const { name, entries } of corruptStorages) {
      await test.step(name, async () => {
        const warningsBefore = consoleProblems.length;
        await replaceLocalStorage(page, { ...cookieChoiceStorage(new Date()), ...entries });
        await page.goto('/fr/app/user');
        await expect(page).toHaveURL('/fr/login', islandStart);
        await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible(islandStart);
        await page.keyboard.press('Escape');
        await expect(page).toHaveURL('/fr/');
        await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
        await expect(userMenuButton(page)).toHaveCount(0);
        expect(await readLocalStorage(page, sessionKeys)).toEqual([null, null]);
        const warnings = consoleProblems.slice(warningsBefore);
        expect(warnings.filter((problem) => corruptSessionWarning.test(problem)).length).toBeLessThanOrEqual(1);
      });
    }
  });
});
