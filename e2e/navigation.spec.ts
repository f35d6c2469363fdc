import type { Page } from '@playwright/test';
import { footerGroups, guestActions, mainNavigation } from '../site/src/config/navigation';
import { services } from '../site/src/data/services';
import { expect, test } from './fixtures';
import { islandStart } from './support/deferred';
import { rememberCookieChoice } from './support/storage';
import { faqCategories } from './support/content';

const notFoundHeading = 'Page introuvable';
const restrictedPaths = new Set(['/blog', '/careers']);

/**
 * The page reached renders: its heading, or, on a page not open yet, its « Accès restreint » notice,
 * which closes back to `from`, the page the link was followed from.
 */
async function expectRenderedPage(page: Page, href: string, from: string) {
  if (restrictedPaths.has(href)) {
    await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible(islandStart);
    // Leave the notice the way a visitor would.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(from);
    return;
  }
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toHaveCount(0);
}

test('every header link leads to a page that renders, and is marked current there', async ({ page }) => {
  // Every link loads a whole page (and each notice closes back to the one before): some fifteen in a row.
  test.slow();
  await page.goto('/fr/');
  const header = page.getByRole('banner');
  for (const { label, href } of mainNavigation) {
    const from = page.url();
    await header.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(href === '/' ? '/fr/' : `/fr${href}`);
    // A notice hides the page behind it from assistive technologies; the mark is still there.
    await expect(
      page.locator('#navigation > ul').getByRole('link', { name: label, exact: true, includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expectRenderedPage(page, href, from);
  }
  for (const { label, href } of guestActions) {
    await page.goto('/fr/');
    await header.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(`/fr${href}`);
    await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible(islandStart);
  }
});

test('every footer link leads to a page that renders', async ({ page }) => {
  // Every link loads a whole page, home first: some twenty-five in a row. A visitor who answered
  // the cookie banner: on a first visit it sits over the footer until answered (consent.spec.ts).
  test.slow();
  await rememberCookieChoice(page);
  for (const group of footerGroups) {
    for (const { label, href } of group.links) {
      await page.goto('/fr/');
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`/fr${href}`);
      await expectRenderedPage(page, href, '/fr/');
    }
  }
});

test('the footer holds the contact details and the year, and no link to a social page the company does not own', async ({
  page,
}) => {
  await page.goto('/fr/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '+261 20 00 000 00' })).toHaveAttribute('href', 'tel:+261200000000');
  await expect(footer.getByRole('link', { name: 'contact@company.example' })).toHaveAttribute(
    'href',
    'mailto:contact@company.example',
  );
  await expect(footer).toContainText('Toamasina');
  await expect(footer.getByRole('link', { name: /Facebook|LinkedIn/ })).toHaveCount(0);
  await expect(footer.locator('a[href*="facebook.com"], a[href*="linkedin.com"]')).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Company`);
  await expect(footer).toContainText('département Systèmes d’information');
});

test('services → a service → its breadcrumbs → back to the list', async ({ page }) => {
  const service = services.find(({ id }) => id === 4);
  if (!service) throw new Error('service 4 is missing from the catalogue');
  await page.goto('/fr/services');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(service.name) })
    .first()
    .click();
  await expect(page).toHaveURL(`/fr/services/${service.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
  const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(trail.getByRole('listitem')).toHaveText(['Accueil', 'Services', service.name]);
  await expect(trail.getByText(service.name)).toHaveAttribute('aria-current', 'page');
  await trail.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL('/fr/services');
  await page.goBack();
  await expect(page).toHaveURL(`/fr/services/${service.slug}`);
  await page.goBack();
  await expect(page).toHaveURL('/fr/services');
});

test.describe('an unknown service opened directly', () => {
  // The host answers the unknown path with its 404 status, which Chromium logs.
  test.use({ allowedConsole: [/status of 404 .*\/fr\/services\/service-inconnu\b/] });

  test('lands on /services, and Back does not return to it', async ({ page }) => {
    await page.goto('/fr/contact');
    await page.goto('/fr/services/service-inconnu');
    await expect(page).toHaveURL('/fr/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos services');
    await page.goBack();
    await expect(page).toHaveURL('/fr/contact');
  });
});

test('a link into a closed FAQ answer opens it, as find-in-page does', async ({ page }) => {
  const { question, answer } = faqCategories[1]!.items[0]!;
  // A text fragment: search results and shared links point into a page this way.
  const words = answer.split(' ').slice(0, 4).join(' ');
  await page.goto(`/fr/faq#:~:text=${encodeURIComponent(words)}`);
  const trigger = page.getByRole('button', { name: question });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: question })).toContainText(answer);
});
