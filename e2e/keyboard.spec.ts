import type { Page } from '@playwright/test';
import { guestActions, mainNavigation } from '../site/src/config/navigation';
import { contactForm } from '@company/contract/forms';
import { homeHero } from '../site/src/data/home';
import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { pauseClock } from './support/clock';
import { islandStart } from './support/deferred';
import { expectVisibleFocus, pressAndExpectFocus, pressUntilFocused } from './support/keyboard';
import {
  readLocalStorage,
  rememberCookieChoice,
  seedLocalStorage,
  signedInStorage,
  storageKeys,
  storedUser,
} from './support/storage';
import { faqCategories } from './support/content';

// Every journey below uses the keyboard alone: no click, no `fill`, no `focus()`. A link loads a
// new page, whose focus starts at the top of the document: the first Tab reaches the skip link.

const mainRegion = (page: Page) => page.locator('#main-content');
const skipToMain = (page: Page) => page.getByRole('link', { name: 'Aller au contenu principal' });
const headerNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Nous respectons votre vie privée' });

/**
 * Whether the browser reports the button named `name` as expanded, as a screen reader hears it. A
 * static `popovertarget` button carries no `aria-expanded`: Chromium derives the state from its
 * popover, which Playwright's role queries do not read, so this asks Chromium's accessibility tree.
 */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = await session.send('Runtime.evaluate', { expression: 'document' });
    const { nodes } = await session.send('Accessibility.queryAXTree', {
      objectId: result.objectId,
      accessibleName: name,
      role: 'button',
    });
    if (nodes.length !== 1) throw new Error(`${nodes.length} buttons named « ${name} »`);
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await session.detach();
  }
}

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

  test('the header links come in order; Enter on one loads its page, marked current, whose first Tab is the skip link', async ({
    page,
  }) => {
    await page.goto('/fr/');
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
    await expect(contact).toHaveAttribute('aria-current', 'page');
    // A new page: the focus starts at its top, and the skip link leads into its content.
    await pressAndExpectFocus(page, 'Tab', skipToMain(page));
    await page.keyboard.press('Enter');
    await expect(mainRegion(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    await expectVisibleFocus(page);
  });

  test('the account menu opens with Enter or ArrowDown, follows the arrows, closes with Escape and loads « Mon Espace »', async ({
    page,
  }) => {
    await seedLocalStorage(page, signedInStorage());
    await page.goto('/fr/services');
    const trigger = page.getByRole('banner').getByRole('button', { name: storedUser.name });
    // With a stored session the header's island hydrates at once, and the menu's code arrives after
    // it; until then an inert button of the same look holds its place.
    await expect(trigger).toHaveAttribute('data-state', 'closed', islandStart);
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
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fr/app/user');
    // The account application draws the page once its code has run.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${storedUser.name}`, islandStart);
    await expect(menu).toHaveCount(0);
    await pressAndExpectFocus(page, 'Tab', skipToMain(page));
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
    // The launcher is in the page's HTML, its last stop: Shift+Tab from the top reaches it.
    await pressAndExpectFocus(page, 'Shift+Tab', chat.launcher);

    // Enter before the chat's code has arrived is kept, and answered once it has.
    await page.keyboard.press('Enter');
    await expect(chat.panel).toBeVisible(islandStart);
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

  test('the contact form: Enter on an empty form focuses the first wrong field, before and after its code; typed in, it is sent', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/fr/contact');
    // The form's code starts loading as the focus enters it; held here, so that an Enter pressed before
    // it arrives is tested as such, whatever the machine's speed.
    const island = page.locator('astro-island[component-export="ContactFormIsland"]');
    const code = await island.getAttribute('component-url');
    if (!code) throw new Error('the contact form is no island any more');
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${code}`, async (route) => {
      await released;
      await route.continue();
    });
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    const form = page.getByRole('form', { name: 'Envoyez-nous un message' });
    const name = form.getByLabel('Nom complet');
    const email = form.getByLabel('Adresse e-mail');
    const company = form.getByLabel('Entreprise (facultatif)');
    const subject = form.getByLabel('Sujet');
    const message = form.getByLabel(/^Message/);
    const submit = form.getByRole('button', { name: contactForm.submitLabel });

    // Through the fields, each showing its focus, to the button.
    await pressUntilFocused(page, submit, { max: 25 });
    // Before the code: the browser's own check stops the post and focuses the first empty field.
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expectVisibleFocus(page);
    await expect(page).toHaveURL('/fr/contact');
    expect(posted).toEqual([]);

    // With the code: Enter in the field sends the form again, and the site names each wrong field.
    release();
    await expect(island).not.toHaveAttribute('ssr', islandStart);
    // Astro marks the island before React has committed it; the form leaves the browser's checks
    // to the script in the same commit that attaches its submit handler.
    await expect(form).toHaveJSProperty('noValidate', true);
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

  test('the « Accès restreint » notice takes the focus, keeps it inside, and Escape loads the home page', async ({
    page,
  }) => {
    await page.goto('/fr/blog');
    const dialog = page.getByRole('dialog', { name: 'Accès restreint' });
    // The notice appears once its island has run.
    await expect(dialog).toBeVisible(islandStart);
    const closeIcon = dialog.getByRole('button', { name: 'Fermer la fenêtre' });
    const close = dialog.getByRole('button', { name: 'Fermer', exact: true });
    const home = dialog.getByRole('button', { name: 'Retour à l’accueil' });
    await expect(closeIcon).toBeFocused();
    await expectVisibleFocus(page);

    // Tab and Shift+Tab go round the three buttons without leaving the notice.
    for (const next of [close, home, closeIcon, close]) await pressAndExpectFocus(page, 'Tab', next);
    for (const previous of [closeIcon, home, close, closeIcon]) await pressAndExpectFocus(page, 'Shift+Tab', previous);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/fr/');
    // Tab goes to the document that has loaded, not to the one still arriving.
    await page.waitForLoadState('load');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The home page starts at its top, as any page load: its skip link, then its content.
    await pressAndExpectFocus(page, 'Tab', skipToMain(page));
    await page.keyboard.press('Enter');
    await expect(mainRegion(page)).toBeFocused();
    await pressAndExpectFocus(
      page,
      'Tab',
      page.getByRole('main').getByRole('link', { name: homeHero.primaryCta.label }),
    );
  });

  test.describe('on a 375 px wide screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('« Menu » opens a panel on its close button; Tab goes through its links and, past the last, closes it; Escape returns to « Menu »; a link loads its page', async ({
      page,
    }) => {
      await page.goto('/fr/');
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
      await pressUntilFocused(page, menuButton, { max: 5 });

      // A guest's header is static HTML: the browser opens the panel, a popover, and tells its state.
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expect(panel).toBeVisible();
      expect(await expandedState(page, 'Menu')).toBe(true);
      const closeButton = panel.getByRole('button', { name: 'Fermer le menu' });
      await expect(closeButton).toBeFocused();
      await expectVisibleFocus(page);

      // Every stop of the panel in order, and back.
      const stops = [
        ...mainNavigation.map(({ label }) => panel.getByRole('link', { name: label, exact: true })),
        ...guestActions.map(({ label }) => panel.getByRole('link', { name: label })),
      ];
      for (const stop of stops) await pressAndExpectFocus(page, 'Tab', stop);
      await pressAndExpectFocus(page, 'Shift+Tab', stops.at(-2) ?? closeButton);
      await pressAndExpectFocus(page, 'Tab', stops.at(-1) ?? closeButton);
      // Past its last link the focus goes on to the page: the panel closes rather than hide it.
      await page.keyboard.press('Tab');
      await expect(panel).toBeHidden();
      await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
      await expectVisibleFocus(page);

      await pressUntilFocused(page, menuButton, { key: 'Shift+Tab', max: 3 });
      await page.keyboard.press('Enter');
      await expect(closeButton).toBeFocused();
      await pressAndExpectFocus(page, 'Escape', menuButton);
      await expect(panel).toBeHidden();
      expect(await expandedState(page, 'Menu')).toBe(false);

      await page.keyboard.press('Enter');
      await expect(closeButton).toBeFocused();
      const services = panel.getByRole('link', { name: 'Services', exact: true });
      await pressUntilFocused(page, services, { max: 3 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/fr/services');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos services');
      await expect(panel).toBeHidden();
      expect(await expandedState(page, 'Menu')).toBe(false);
      // A new page: the focus starts at its top.
      await pressAndExpectFocus(page, 'Tab', skipToMain(page));
    });
  });
});

/**
 * The focused element, and whether the cookie banner covers the middle of it (WCAG 2.4.11), or
 * `null` once the focus has left the page's elements. An element of the banner is never covered.
 */
function focusUnderBanner(page: Page): Promise<{ element: string; covered: boolean } | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const banner = document.querySelector('#cookie-consent section');
    if (!element || element === document.body || !banner) return null;
    const name = `<${element.localName}> « ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)} »`;
    if (banner.contains(element)) return { element: name, covered: false };
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { element: name, covered: !top || banner.contains(top) };
  });
}

test.describe('the cookie banner of a first visit, on a 375 px wide screen', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('comes right after the skip links, « Personnaliser » opens switches toggled by Space, no focused element goes under it, and a choice returns focus to the page', async ({
    page,
  }) => {
    await page.goto('/fr/');
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    const customise = banner.getByRole('button', { name: 'Personnaliser' });
    const audience = banner.getByRole('switch', { name: /Mesure d’audience/ });
    const marketing = banner.getByRole('switch', { name: /Marketing/ });
    const functional = banner.getByRole('switch', { name: /Fonctionnels/ });
    const acceptSelection = banner.getByRole('button', { name: 'Accepter la sélection' });

    // The banner is met before the page it sits over: right after the skip links, which come first.
    const fromTheTop = async () => {
      for (const name of ['Aller au contenu principal', 'Aller à la navigation', 'Aller au pied de page'])
        await pressAndExpectFocus(page, 'Tab', page.getByRole('link', { name }));
      await pressAndExpectFocus(page, 'Tab', banner.getByRole('link', { name: /politique de cookies/ }));
      await pressAndExpectFocus(page, 'Tab', banner.getByRole('button', { name: 'Tout accepter' }));
      await pressAndExpectFocus(page, 'Tab', banner.getByRole('button', { name: 'Tout refuser' }));
      await pressAndExpectFocus(page, 'Tab', customise);
      await page.keyboard.press('Enter');
      await expect(customise).toHaveAttribute('aria-expanded', 'true');
    };
    await fromTheTop();
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
    await pressAndExpectFocus(page, 'Tab', acceptSelection);

    // On through the whole page: the open panel, which covers most of the screen, closes as the
    // focus leaves it, and every element the focus reaches scrolls clear of the banner.
    const covered: string[] = [];
    let stops = 0;
    for (; stops < 80; stops += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusUnderBanner(page);
      if (!stop) break;
      if (stop.covered) covered.push(stop.element);
    }
    expect(stops, 'the focus went through the page and left it').toBeLessThan(80);
    expect(stops, 'the page has its links and buttons').toBeGreaterThan(20);
    expect(covered, 'focused elements under the banner').toEqual([]);
    await expect(customise).toHaveAttribute('aria-expanded', 'false');

    // Back in the banner, the switches are as the visitor left them.
    await fromTheTop();
    await expect(audience).toBeChecked();
    await pressUntilFocused(page, acceptSelection, { max: 4 });
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
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
});
