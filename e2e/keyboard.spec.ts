import type { Page } from '@playwright/test';
import { guestActions, mainNavigation } from '../site/src/config/navigation';
import { contactForm } from '../site/src/data/contact';
import { faqCategories } from '../site/src/data/faq';
import { homeHero } from '../site/src/data/home';
import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { pauseClock } from './support/clock';
import { expectVisibleFocus, pressAndExpectFocus, pressUntilFocused } from './support/keyboard';
import {
  readLocalStorage,
  rememberCookieChoice,
  seedLocalStorage,
  signedInStorage,
  storageKeys,
  storedUser,
} from './support/storage';

// Every journey below uses the keyboard alone: no click, no `fill`, no `focus()`.

/** Marks the loaded document, so that a later check can tell a client-side navigation from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
}

/** Fails if the page was loaded again since `markDocument`: the navigation was not client-side. */
async function expectSameDocument(page: Page) {
  await expect(page.locator('html[data-e2e-same-document]')).toHaveCount(1);
}

const mainRegion = (page: Page) => page.locator('#main-content');
const headerNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Nous respectons votre vie privée' });

test.describe('with a cookie choice already made', () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
  });

  test('the skip links are the first stops and move the focus to the main region, the navigation and the footer', async ({
    page,
  }) => {
    await page.goto('/fr/');
    const skipToMain = page.getByRole('link', { name: 'Aller au contenu principal' });
    const skipToNav = page.getByRole('link', { name: 'Aller à la navigation' });
    const skipToFooter = page.getByRole('link', { name: 'Aller au pied de page' });

    await pressAndExpectFocus(page, 'Tab', skipToMain);
    // Hidden until focused, then on screen.
    await expect(skipToMain).toBeInViewport();
    await pressAndExpectFocus(page, 'Tab', skipToNav);
    await pressAndExpectFocus(page, 'Tab', skipToFooter);

    // « Aller au pied de page »: the next Tab is the footer's first link.
    await page.keyboard.press('Enter');
    await expect(page.locator('#footer')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeFocused();
    await expectVisibleFocus(page);

    // A fresh page for the second skip link.
    await page.goto('/fr/');
    await pressAndExpectFocus(page, 'Tab', skipToMain);
    await pressAndExpectFocus(page, 'Tab', skipToNav);
    await page.keyboard.press('Enter');
    await expect(page.locator('#navigation')).toBeFocused();
    await pressAndExpectFocus(page, 'Tab', headerNav(page).getByRole('link', { name: 'Accueil' }));

    // Back through the brand and the three skip links to the first one.
    await pressAndExpectFocus(page, 'Shift+Tab', page.getByRole('banner').getByRole('link', { name: 'Company' }));
    await pressAndExpectFocus(page, 'Shift+Tab', skipToFooter);
    await pressAndExpectFocus(page, 'Shift+Tab', skipToNav);
    await pressAndExpectFocus(page, 'Shift+Tab', skipToMain);
    await page.keyboard.press('Enter');
    // The main region shows no ring of its own (site/src/layout/shell.css.ts): it is a starting
    // point, not a control. The next Tab is the first control of the page's content.
    await expect(mainRegion(page)).toBeFocused();
    await pressAndExpectFocus(
      page,
      'Tab',
      page.getByRole('main').getByRole('link', { name: homeHero.primaryCta.label }),
    );
  });

  test('the header links come in order; Enter on one navigates without a reload and focus starts the new page', async ({
    page,
  }) => {
    await page.goto('/fr/');
    await markDocument(page);
    await pressUntilFocused(page, page.getByRole('banner').getByRole('link', { name: 'Company' }), { max: 4 });
    for (const { label } of mainNavigation) {
      await pressAndExpectFocus(page, 'Tab', headerNav(page).getByRole('link', { name: label, exact: true }));
    }
    for (const { label } of guestActions) {
      await pressAndExpectFocus(page, 'Tab', page.getByRole('banner').getByRole('link', { name: label }));
    }

    // Back to « Contact », the last link of the navigation.
    await pressAndExpectFocus(page, 'Shift+Tab', page.getByRole('banner').getByRole('link', { name: 'Connexion' }));
    const contact = headerNav(page).getByRole('link', { name: 'Contact', exact: true });
    await pressAndExpectFocus(page, 'Shift+Tab', contact);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fr/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
    await expectSameDocument(page);
    await expect(contact).toHaveAttribute('aria-current', 'page');
    // The site moves the focus to the main region after a client-side navigation (site/src/layout/Layout.tsx),
    // so the next Tab continues in the new page, not in the header.
    await expect(mainRegion(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    await expectVisibleFocus(page);
  });

  test('the account menu opens with Enter or ArrowDown, follows the arrows, closes with Escape and leads to « Mon Espace »', async ({
    page,
  }) => {
    await seedLocalStorage(page, signedInStorage());
    await page.goto('/fr/services');
    const trigger = page.getByRole('banner').getByRole('button', { name: storedUser.name });
    // The menu's code arrives after the page; until then an inert button of the same look holds its place.
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await pressUntilFocused(page, trigger, { max: 15 });

    const menu = page.getByRole('menu');
    const item = (name: string) => menu.getByRole('menuitem', { name });
    await pressAndExpectFocus(page, 'ArrowDown', item('Panel Admin'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await pressAndExpectFocus(page, 'ArrowDown', item('Mon Espace'));
    await pressAndExpectFocus(page, 'ArrowDown', item('Déconnexion'));
    await pressAndExpectFocus(page, 'ArrowUp', item('Mon Espace'));
    await pressAndExpectFocus(page, 'Home', item('Panel Admin'));
    await pressAndExpectFocus(page, 'End', item('Déconnexion'));

    await pressAndExpectFocus(page, 'Escape', trigger);
    await expect(menu).toHaveCount(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await pressAndExpectFocus(page, 'Enter', item('Panel Admin'));
    await pressAndExpectFocus(page, 'ArrowDown', item('Mon Espace'));
    await markDocument(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fr/app/user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${storedUser.name}`);
    await expectSameDocument(page);
    await expect(menu).toHaveCount(0);
    await expect(mainRegion(page)).toBeFocused();
  });

  test('an FAQ question opens with Enter and Space; the arrows, Home and End move between questions', async ({
    page,
  }) => {
    await page.goto('/fr/faq');
    const [category] = faqCategories;
    if (!category || category.items.length < 3) throw new Error('the FAQ lost its first category');
    const questions = category.items.map(({ question }) => page.getByRole('button', { name: question }));
    const [first, second, third] = questions;
    const last = questions.at(-1);
    if (!first || !second || !third || !last) throw new Error('unreachable');

    await pressUntilFocused(page, first, { max: 25 });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    const answer = page.getByRole('region', { name: category.items[0]?.question });
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expectVisibleFocus(page);

    await pressAndExpectFocus(page, 'ArrowDown', second);
    // Moving does not open: the first answer stays open, the second stays closed.
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await pressAndExpectFocus(page, 'ArrowDown', third);
    await pressAndExpectFocus(page, 'ArrowUp', second);
    await pressAndExpectFocus(page, 'End', last);
    await pressAndExpectFocus(page, 'Home', first);
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('the chat: the last stop of the page opens on Enter, Shift+Enter adds a line, Enter sends, Escape closes', async ({
    page,
  }) => {
    await page.goto('/fr/');
    const chat = chatWidget(page);
    // The launcher arrives after hydration, as the page's last stop: Shift+Tab from the top reaches it.
    await expect(chat.launcher).toBeAttached();
    await pressAndExpectFocus(page, 'Shift+Tab', chat.launcher);

    await page.keyboard.press('Enter');
    await expect(chat.panel).toBeVisible();
    await expect(chat.field).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type('Bonjour');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Quels sont vos tarifs');
    await expect(chat.field).toHaveValue('Bonjour\nQuels sont vos tarifs');
    await expect(chat.visitorMessages).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(chat.field).toHaveValue('');
    await expect(chat.visitorMessages).toHaveCount(1);
    await expect(chat.log).toContainText('Bonjour');
    await expect(chat.log.getByText(/^Voici nos tarifs indicatifs/)).toBeVisible();
    await expect(chat.field).toBeFocused();

    // The conversation is a stop of its own, so that it can be scrolled; the send button is skipped while empty.
    await pressAndExpectFocus(page, 'Shift+Tab', chat.log);
    await pressAndExpectFocus(page, 'Tab', chat.field);
    await pressAndExpectFocus(page, 'Tab', chat.launcher);
    await expect(chat.launcher).toHaveAccessibleName('Fermer l’assistant');

    await page.keyboard.press('Shift+Tab');
    await expect(chat.field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chat.panel).toBeHidden();
    await expect(chat.launcher).toBeFocused();
    await expect(chat.launcher).toHaveAttribute('aria-expanded', 'false');
    await expectVisibleFocus(page);
  });

  test('the contact form: Enter on an empty form focuses the first wrong field; typed in, it is sent', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/fr/contact');
    const form = page.getByRole('form', { name: 'Envoyez-nous un message' });
    const name = form.getByLabel('Nom complet');
    const email = form.getByLabel('Adresse e-mail');
    const company = form.getByLabel('Entreprise (facultatif)');
    const subject = form.getByLabel('Sujet');
    const message = form.getByLabel(/^Message/);
    const submit = form.getByRole('button', { name: contactForm.submitLabel });

    // Through the fields, each showing its focus, to the button.
    await pressUntilFocused(page, submit, { max: 25 });
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expectVisibleFocus(page);
    const required = [
      [name, contactForm.errors.nameRequired],
      [email, contactForm.errors.emailRequired],
      [subject, contactForm.errors.subjectRequired],
      [message, contactForm.errors.messageRequired],
    ] as const;
    for (const [field, error] of required) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // The error is the field's description: a screen reader reads it with the field.
      await expect(field).toHaveAccessibleDescription(`Erreur\u00a0: ${error}`);
    }

    await page.keyboard.type('Rasoa Andrianina');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await pressAndExpectFocus(page, 'Tab', email);
    await page.keyboard.type('rasoa@exemple.mg');
    await pressAndExpectFocus(page, 'Tab', company);
    await pressAndExpectFocus(page, 'Tab', subject);
    await page.keyboard.type('Demande de devis');
    await pressAndExpectFocus(page, 'Tab', message);
    await page.keyboard.type('Bonjour,');
    // Enter in the message field is a new line, not a submission.
    await page.keyboard.press('Enter');
    await page.keyboard.type('nous souhaitons externaliser notre service client.');
    await expect(message).toHaveValue('Bonjour,\nnous souhaitons externaliser notre service client.');
    await expect(form.getByRole('status').filter({ hasText: contactForm.successTitle })).toHaveCount(0);

    await pressAndExpectFocus(page, 'Tab', submit);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status').filter({ hasText: contactForm.successTitle })).toBeVisible();
    await expect(name).toHaveValue('');
    // The button keeps the focus through the sending: nothing is lost to the document.
    await expect(submit).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('the « Accès restreint » notice takes the focus, keeps it inside, and Escape goes home', async ({ page }) => {
    await page.goto('/fr/blog');
    const dialog = page.getByRole('dialog', { name: 'Accès restreint' });
    await expect(dialog).toBeVisible();
    const closeIcon = dialog.getByRole('button', { name: 'Fermer la fenêtre' });
    const close = dialog.getByRole('button', { name: 'Fermer', exact: true });
    const home = dialog.getByRole('button', { name: 'Retour à l’accueil' });
    await expect(closeIcon).toBeFocused();
    await expectVisibleFocus(page);

    // Tab and Shift+Tab go round the three buttons without leaving the notice.
    for (const next of [close, home, closeIcon, close]) await pressAndExpectFocus(page, 'Tab', next);
    for (const previous of [closeIcon, home, close, closeIcon]) await pressAndExpectFocus(page, 'Shift+Tab', previous);

    await markDocument(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/fr/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectSameDocument(page);
    // Home starts with the focus on its main region, as after any navigation.
    await expect(mainRegion(page)).toBeFocused();
    await pressAndExpectFocus(
      page,
      'Tab',
      page.getByRole('main').getByRole('link', { name: homeHero.primaryCta.label }),
    );
  });

  test.describe('on a 375 px wide screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('« Menu » opens a panel that keeps the focus; Escape returns to « Menu »; a link navigates and closes it', async ({
      page,
    }) => {
      await page.goto('/fr/');
      // The open panel hides the rest of the page from assistive technologies; the button is still there.
      const menuButton = page
        .getByRole('banner', { includeHidden: true })
        .getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
      await pressUntilFocused(page, menuButton, { max: 5 });

      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expect(panel).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const closeButton = panel.getByRole('button', { name: 'Fermer le menu' });
      await expect(closeButton).toBeFocused();
      await expectVisibleFocus(page);

      // Every stop of the panel in order, then round again to the close button.
      const stops = [
        ...mainNavigation.map(({ label }) => panel.getByRole('link', { name: label, exact: true })),
        ...guestActions.map(({ label }) => panel.getByRole('link', { name: label })),
        closeButton,
      ];
      for (const stop of stops) await pressAndExpectFocus(page, 'Tab', stop);
      await pressAndExpectFocus(page, 'Shift+Tab', stops.at(-2) ?? closeButton);
      await pressAndExpectFocus(page, 'Tab', closeButton);

      await pressAndExpectFocus(page, 'Escape', menuButton);
      await expect(panel).toHaveCount(0);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await expect(closeButton).toBeFocused();
      const services = panel.getByRole('link', { name: 'Services', exact: true });
      await pressUntilFocused(page, services, { max: 3 });
      await markDocument(page);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/fr/services');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos services');
      await expect(panel).toHaveCount(0);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expectSameDocument(page);
      // The new page keeps the focus its main region took: the closed panel does not send it back to « Menu ».
      await expect(mainRegion(page)).toBeFocused();
    });
  });
});

test('the cookie banner: its buttons are reachable, « Personnaliser » opens switches toggled by Space, a choice returns focus to the page', async ({
  page,
}) => {
  await page.goto('/fr/');
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  const acceptAll = banner.getByRole('button', { name: 'Tout accepter' });
  const rejectAll = banner.getByRole('button', { name: 'Tout refuser' });
  const customise = banner.getByRole('button', { name: 'Personnaliser' });

  // The banner comes last in the page: Shift+Tab from the top goes straight to its buttons.
  await pressAndExpectFocus(page, 'Shift+Tab', customise);
  await pressAndExpectFocus(page, 'Shift+Tab', rejectAll);
  await pressAndExpectFocus(page, 'Shift+Tab', acceptAll);
  await pressAndExpectFocus(page, 'Tab', rejectAll);
  await pressAndExpectFocus(page, 'Tab', customise);

  await page.keyboard.press('Enter');
  await expect(customise).toHaveAttribute('aria-expanded', 'true');
  const audience = banner.getByRole('switch', { name: /Mesure d’audience/ });
  const marketing = banner.getByRole('switch', { name: /Marketing/ });
  const functional = banner.getByRole('switch', { name: /Fonctionnels/ });
  await pressAndExpectFocus(page, 'Tab', audience);
  await expect(audience).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(audience).toBeChecked();
  await pressAndExpectFocus(page, 'Tab', marketing);
  await page.keyboard.press('Space');
  await expect(marketing).toBeChecked();
  await page.keyboard.press('Space');
  await expect(marketing).not.toBeChecked();
  await pressAndExpectFocus(page, 'Tab', functional);
  await expect(functional).not.toBeChecked();

  await pressAndExpectFocus(page, 'Tab', banner.getByRole('button', { name: 'Accepter la sélection' }));
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(mainRegion(page)).toBeFocused();
  const [preferences] = await readLocalStorage(page, [storageKeys.preferences]);
  expect(JSON.parse(preferences ?? 'null')).toEqual({
    essential: true,
    analytics: true,
    marketing: false,
    functional: false,
  });
  // The page goes on from its main region.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  await expectVisibleFocus(page);
});
