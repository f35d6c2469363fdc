import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { prerenderedPages, siteDist } from '../scripts/sizes.mjs';
import { docsHero, docsResultLabel, filterDocs } from '../site/src/data/docs';
import { cookieSettingsCopy } from '../site/src/data/legal';
import { underConstructionPages } from '../site/src/data/restricted';
import { expect, test } from './fixtures';
import { docItems } from './support/docPages';
import { whenIslandReady } from './support/islands';

// What the Nu Html Checker (`npm run test:html`) and other checkers read in the markup, asserted in
// terms a reader of the page would use. The first test reads the build's files, as a crawler or a
// browser without JavaScript receives them; the others the pages in the browser, islands at work.

/** Every prerendered page; typed here, as scripts/sizes.mjs is plain JavaScript. */
const pages: ReadonlyArray<{ path: string; file: string }> = existsSync(siteDist) ? prerenderedPages() : [];

/** The markup findings of one document, from the browser's own HTML parser (no script runs). */
function findings(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const start = (element: Element) => element.outerHTML.slice(0, 160);
    const labelOf = (element: Element) =>
      element.getAttribute('aria-label')?.trim() ||
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => text(id ? doc.getElementById(id) : null))
        .join(' ')
        .trim();
    return {
      readonlyCheckables: [
        ...doc.querySelectorAll('input[type="checkbox"][readonly], input[type="radio"][readonly]'),
      ].map(start),
      fieldsetNames: [...doc.querySelectorAll('fieldset')].map((fieldset) =>
        text(fieldset.querySelector(':scope > legend')),
      ),
      formsWithoutSubmit: [...doc.querySelectorAll('form')]
        .filter(
          (form) =>
            !form.querySelector('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]'),
        )
        .map(start),
      unnamedSections: [...doc.querySelectorAll('section')].filter((section) => !labelOf(section)).map(start),
    };
  }, html);
}

// One page parses every document in turn: no script runs, so nothing carries over from one to the next.
test('every prerendered page: controls, groups, forms and sections as HTML defines them', async ({ page }) => {
  expect(pages.length, 'build the site first: npm run build').toBeGreaterThan(0);
  for (const { path, file } of pages) {
    const found = await findings(page, readFileSync(file, 'utf8'));
    // HTML allows `readonly` on text-like inputs only; a switch that cannot change is `disabled`.
    expect.soft(found.readonlyCheckables, `${path}: checkboxes and switches with \`readonly\``).toEqual([]);
    // Each group of fields has a name of its own: two « Catégories de cookies » read as one.
    expect.soft(found.fieldsetNames, `${path}: fieldsets without a legend`).not.toContain('');
    expect
      .soft(new Set(found.fieldsetNames).size, `${path}: fieldset names: ${found.fieldsetNames.join(' | ')}`)
      .toBe(found.fieldsetNames.length);
    // A form is something to send: it has a way to send it.
    expect.soft(found.formsWithoutSubmit, `${path}: forms without a submit button`).toEqual([]);
    // A section is a named region, or it should be a plain element.
    expect.soft(found.unnamedSections, `${path}: sections without a name`).toEqual([]);
  }
});

test('/fr/cookies names the banner’s switches and the page’s settings apart, and locks the essential one with `disabled`', async ({
  page,
}) => {
  await page.goto('/fr/cookies');
  const settings = page.getByRole('group', { name: cookieSettingsCopy.categoriesLegend, exact: true });
  const essential = settings.getByRole('switch', { name: /Cookies essentiels/ });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(essential).not.toHaveAttribute('readonly');

  // No choice stored yet: the banner shows, and « Personnaliser » opens its own group of switches.
  const banner = page.getByRole('region', { name: 'Nous respectons votre vie privée' });
  await whenIslandReady(banner.getByRole('button', { name: 'Personnaliser' }));
  await banner.getByRole('button', { name: 'Personnaliser' }).click();
  const bannerGroup = banner.getByRole('group');
  await expect(bannerGroup).toHaveAccessibleName('Cookies à accepter');
  await expect(bannerGroup.getByRole('switch', { name: /Cookies essentiels/ })).not.toHaveAttribute('readonly');
  await expect(page.getByRole('group', { name: cookieSettingsCopy.categoriesLegend, exact: true })).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Cookies à accepter', exact: true })).toHaveCount(1);
});

test('/fr/docs filters as the visitor types, and Enter in the search reloads nothing', async ({ page }) => {
  await page.goto('/fr/docs');
  // Gone if the page reloads.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const browse = page.getByRole('region', { name: docsHero.browseTitle });
  const landmark = browse.getByRole('search');
  const search = landmark.getByRole('searchbox', { name: docsHero.searchLabel });
  // Nothing to submit: the results follow the typing, so there is no form and no button.
  expect(await search.evaluate((input: HTMLInputElement) => input.form === null)).toBe(true);
  await expect(landmark.getByRole('button')).toHaveCount(0);

  // Typed at once, before the list's code has arrived: the words are taken up when it has.
  await search.fill('supervision');
  await search.press('Enter');
  const expected = filterDocs(docItems, 'all', 'supervision');
  await expect(browse.getByRole('status')).toHaveText(docsResultLabel(expected.length), { timeout: 15_000 });
  await expect(search).toHaveValue('supervision');
  await expect(search).toBeFocused();
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
});

test('an under-construction page is one region, named by its h1, in no other section', async ({ page }) => {
  await page.goto('/fr/app/admin/users');
  const title = page.getByRole('heading', { level: 1, name: underConstructionPages.admin.title });
  const region = page.getByRole('main').getByRole('region');
  await expect(region).toHaveCount(1);
  await expect(region).toHaveAccessibleName(underConstructionPages.admin.title);
  await expect(region).toContainText(underConstructionPages.admin.title);
  await expect(title).toBeVisible();
  // The band around the placeholder is a plain element: a section around it would have no name.
  expect(await region.evaluate((section) => section.parentElement?.closest('section') ?? null)).toBeNull();
});
