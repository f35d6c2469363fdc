// The application components of fixtures/shared/app-components.jsx in Chromium, as a visitor uses
// them in the Vite app and in the Next.js app: a town typed and chosen in the combobox, a date
// chosen in the date picker's calendar, the table sorted and paged; and no console message on the
// way, React's hydration included.
import { pageProblems } from './page-problems.mjs';

/**
 * Opens `url` in Chromium and runs the visitor's steps.
 * @param {string} url the page rendering `AppComponents` under the French catalogue
 * @param {string} label what the results are named after (« Next.js: /app-components in Chromium »)
 * @returns {Promise<Array<{ ok: boolean, label: string, details?: string }>>}
 */
export async function checkAppComponents(url, label) {
  const { chromium } = await import('playwright');
  const { chromiumArgs, testChromium } = await import('../browser.mjs');
  const results = [];
  const result = (ok, what, details) =>
    results.push(ok ? { ok, label: `${label}: ${what}` } : { ok, label: `${label}: ${what}`, details });
  const browser = await chromium.launch({ executablePath: testChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    const origin = new URL(url).origin;
    const problems = [];
    await context.route('**/*', (route) => {
      if (new URL(route.request().url()).origin === origin) return route.continue();
      problems.push(`request outside the app: ${route.request().url()}`);
      return route.abort();
    });
    const page = await context.newPage();
    pageProblems(page, problems);
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await page.goto(url, { waitUntil: 'networkidle' });

    const steps = [
      [
        'the combobox filters as one types and chooses with the keyboard (« toa », ↓, Enter: Toamasina)',
        async () => {
          const input = page.getByRole('combobox', { name: 'Ville d’intervention' });
          await input.click();
          await input.pressSequentially('toa');
          await page.getByRole('option', { name: 'Toamasina' }).waitFor({ timeout: 5_000 });
          const options = await page.getByRole('option').count();
          if (options !== 1) throw new Error(`${options} options shown for « toa », expected 1`);
          await input.press('ArrowDown');
          await input.press('Enter');
          await page.getByTestId('chosen-town').getByText('Toamasina').waitFor({ timeout: 5_000 });
        },
      ],
      [
        'the date picker opens its calendar, weeks starting on Monday in French, and Enter chooses the focused day',
        async () => {
          await page.getByRole('button', { name: /Choisir une date/ }).click();
          const grid = page.getByRole('grid');
          await grid.waitFor({ timeout: 5_000 });
          const firstDay = await grid.locator('th').first().getAttribute('aria-label');
          const shown = (await grid.locator('th').first().textContent())?.trim();
          if (!/^l/i.test(firstDay ?? shown ?? '')) throw new Error(`the week starts with « ${firstDay ?? shown} »`);
          await page.keyboard.press('Enter');
          await grid.waitFor({ state: 'hidden', timeout: 5_000 });
          const chosen = await page.getByTestId('chosen-date').textContent();
          if (!/^\d{4}-\d{2}-\d{2}$/.test(chosen ?? '')) throw new Error(`the app received « ${chosen} »`);
        },
      ],
      [
        'the table sorts by amount (aria-sort ascending, 75,00 € first) and moves to its second page',
        async () => {
          const table = page.getByRole('table', { name: 'Tickets ouverts' });
          await table.getByRole('button', { name: /Montant/ }).click();
          const header = table.getByRole('columnheader', { name: /Montant/ });
          await page.waitForFunction(
            (element) => element?.getAttribute('aria-sort') === 'ascending',
            await header.elementHandle(),
            { timeout: 5_000 },
          );
          const firstRow = (await table.getByRole('row').nth(1).textContent()) ?? '';
          if (!firstRow.includes('75,00')) throw new Error(`the first row reads « ${firstRow} »`);
          await page.getByRole('button', { name: /suivante/i }).click();
          await table.getByRole('rowheader', { name: 'T-1042' }).waitFor({ timeout: 5_000 });
        },
      ],
    ];
    for (const [what, run] of steps) {
      try {
        await run();
        result(true, what);
      } catch (error) {
        result(false, what, error?.message ?? String(error));
      }
    }
    // Last, so that what the steps caused is counted too.
    result(
      problems.length === 0,
      'no console errors or warnings (hydration included), page errors or failed requests',
      problems.join('\n') || undefined,
    );
  } finally {
    await browser.close();
  }
  return results;
}
