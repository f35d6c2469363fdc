import type { Page } from '@playwright/test';
import { docsHero } from '../site/src/data/docs';
import { expect, test } from './fixtures';
import { docItems } from './support/docPages';
import { publicRoutesWithoutDocPages } from './support/publicRoutes';

/**
 * The visible controls of the page that would do nothing without JavaScript: a tab, a switch, a
 * button that is not a form's submit, a popover's toggle or an accordion's trigger (whose section
 * the page shows open), a field outside a form. Each as « element[role or type] « text » ».
 */
function deadControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, [role=tab], [role=switch]')]
      .filter((control) => control.checkVisibility())
      .filter((control) => {
        if (control.matches('[role=tab], [role=switch]')) return true;
        if (control instanceof HTMLButtonElement) {
          if (control.hasAttribute('popovertarget')) return false;
          if (control.type === 'submit') return control.form === null;
          const panel = control.parentElement?.parentElement?.querySelector(':scope > cui-accordion-panel');
          return !panel?.checkVisibility();
        }
        return (control as HTMLInputElement).form === null;
      })
      .map((control) => {
        const kind = control.getAttribute('role') ?? (control as HTMLInputElement).type ?? '';
        const name = control.textContent?.trim() || control.getAttribute('aria-label') || control.getAttribute('name');
        return `${control.localName}[${kind}] « ${name} »`;
      }),
  );
}

// With JavaScript, every route is checked in public-pages.spec.ts. Without it, the prerendered
// HTML alone shows each page's heading and content, and no control that would do nothing; the
// documents' pages are read whole without JavaScript in doc-pages.spec.ts.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of publicRoutesWithoutDocPages) {
    test(`${route.path} shows its prerendered content, and no control that needs a script`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('main').getByRole('heading', { name: route.content }).first()).toBeVisible();
      expect(await deadControls(page)).toEqual([]);
    });
  }

  test('what needs a script is replaced by the content or by a way forward', async ({ page }) => {
    // Every document is listed under « Tous », the tabs and the search box gone.
    await page.goto('/fr/docs');
    const browse = page.getByRole('region', { name: docsHero.browseTitle });
    for (const { title } of docItems) await expect(browse.getByRole('link', { name: title }).first()).toBeVisible();

    // The map opens on its provider's site, in a new tab, from its link.
    await page.goto('/fr/contact');
    const map = page.getByRole('region', { name: 'Nous trouver' });
    const openMap = map.getByRole('link', { name: /Ouvrir dans OpenStreetMap/ });
    await expect(openMap).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(openMap).toHaveAttribute('target', '_blank');

    // Where the page needs its script, a notice says so (in a <noscript>, whose text Playwright
    // reads only as rendered text) and nothing says « Chargement » forever.
    const notices = [
      { path: '/fr/cookies', says: 'Vos préférences demandent JavaScript' },
      { path: '/fr/security-status', says: 'Cette démonstration demande JavaScript' },
    ];
    for (const { path, says } of notices) {
      await page.goto(path);
      const notice = page.getByRole('main').locator('noscript');
      await expect(notice, path).toBeVisible();
      await expect(notice, path).toContainText(says, { useInnerText: true });
      await expect(page.getByRole('main'), path).not.toContainText(/Chargement/, { useInnerText: true });
    }
  });
});
