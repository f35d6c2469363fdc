import { homeHero } from '../site/src/data/home';
import { expect, test } from './fixtures';

test('the home page renders its heading and title', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.title);
  await expect(page).toHaveTitle('Accueil | Company');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Hydration reuses the prerendered head tags instead of adding copies.
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  // Hydrated: a client-side navigation works without a page load.
  await page.getByRole('main').getByRole('link', { name: 'Demander un devis' }).click();
  await expect(page).toHaveURL('/fr/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  await expect(page.locator('#main-content')).toBeFocused();
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

test.describe('when a page fails to load', () => {
  // The failed request is logged by the browser; that is the scenario, not a defect.
  test.use({ failOnConsole: false });

  test('the French error page is shown', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.route('**/assets/ContactPage-*.js', (route) => route.abort());
    await page.getByRole('main').getByRole('link', { name: 'Demander un devis' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une erreur est survenue');
    await expect(page).toHaveTitle('Erreur | Company');
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  });
});
