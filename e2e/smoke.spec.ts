import { homeHero } from '../site/src/data/home';
import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { islandStart } from './support/deferred';
import { rememberCookieChoice } from './support/storage';

test('the home page renders its heading and title, and its links load the next page', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.title);
  await expect(page).toHaveTitle('Accueil | Company');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // One set of head tags: nothing on the page adds copies of its own.
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  // A link loads the next page whole, with its own title, and the keyboard starts from its top.
  await page.getByRole('main').getByRole('link', { name: 'Demander un devis' }).click();
  await expect(page).toHaveURL('/fr/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  await expect(page).toHaveTitle('Contact | Company');
  await expect(page.locator('title')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeFocused();
});

test('the prerendered HTML holds the page before any JavaScript runs', async ({ request }) => {
  const response = await request.get('/fr/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toMatch(/<head>[\s\S]*<title>Accueil \| Company<\/title>[\s\S]*<\/head>/);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${homeHero.title}</h1>`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is readable', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  });
});

test.describe('an unknown path', () => {
  // Chromium logs the document's own 404 status as a console error.
  test.use({ allowedConsole: [/status of 404 .*\/fr\/nope\b/] });

  test('gets the French 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/fr/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page).toHaveTitle('Page introuvable | Company');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr/');
    await expect(main.getByRole('link', { name: 'Nos services' })).toHaveAttribute('href', '/fr/services');
    await expect(main.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/fr/contact');
  });
});

test('/ redirects to /fr/', async ({ page, request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/fr/');
  await page.goto('/');
  await expect(page).toHaveURL('/fr/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('when an island’s code fails to load', () => {
  // The failed requests are logged by the browser, and the island's runtime reports the failure:
  // that is the scenario, not a defect.
  test.use({ failOnConsole: false });

  /** The chat island's code, first request and the runtime's retry (`?astro-retry=…`) alike. */
  const chatCode = /\/assets\/ChatIsland\.[\w-]+\.js(\?|$)/;

  test('a download that fails once is tried again, and the tap kept meanwhile opens the chat', async ({ page }) => {
    await rememberCookieChoice(page);
    let failed = 0;
    await page.route(chatCode, (route) => (failed++ === 0 ? route.abort() : route.continue()));
    await page.goto('/fr/');
    const chat = chatWidget(page);
    await chat.launcher.click();
    await expect(chat.field).toBeVisible();
    await expect(chat.field).toBeFocused();
    await expect(chat.launcher).not.toHaveAttribute('aria-busy', 'true');
    expect(failed).toBeGreaterThan(1);
  });

  test('a download that keeps failing leaves the page usable and the launcher not busy', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.route(chatCode, (route) => route.abort());
    await page.goto('/fr/');
    const chat = chatWidget(page);
    // The tap is kept while the code is on its way; once every try has failed, the launcher must
    // not stay « busy » for good, and nothing half-opened is left on screen.
    await chat.launcher.click();
    await expect(chat.launcher).not.toHaveAttribute('aria-busy', 'true', islandStart);
    await expect(chat.panel).toBeHidden();

    // The static page never depended on that code: its links still load the next page.
    await page.getByRole('main').getByRole('link', { name: 'Demander un devis' }).click();
    await expect(page).toHaveURL('/fr/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  });

  test('a launcher whose code could not load tries again on the next tap', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.route(chatCode, (route) => route.abort());
    await page.goto('/fr/');
    const chat = chatWidget(page);
    await chat.launcher.click();
    await expect(chat.launcher).not.toHaveAttribute('aria-busy', 'true', islandStart);

    // Back on the network, the visitor taps again on the same page: the chat opens.
    await page.unroute(chatCode);
    await chat.launcher.click();
    await expect(chat.field).toBeVisible(islandStart);
  });
});
