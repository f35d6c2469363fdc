import type { Locator, Page, Route } from '@playwright/test';
import { contactForm, supportForm } from '@company/contract/forms';
import { expect, test } from './fixtures';
import { rememberCookieChoice } from './support/storage';

// A visitor starts filling a form the moment it shows, while its island's code is still on its way
// (it loads on the first focus or tap: site/build/interactionDirective.ts). Whatever they typed,
// pasted, autofilled or chose by then is theirs: the island takes the fields over as they are, with
// the focus and the caret where they were, and the message sends.

/** Holds every script of the site until `release()`: the page as a slow link leaves it. */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/fr\/assets\/.+\.js$/, async (route: Route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

/** What a browser's autofill does: it sets the value and tells the page, without focusing the field. */
async function autofill(field: Locator, value: string) {
  await field.evaluate((element, text) => {
    (element as HTMLInputElement).value = text;
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/** A real paste (Ctrl+V) of `text` into `field`, through the system clipboard. */
async function paste(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

const caretOf = (field: Locator) => field.evaluate((element) => (element as HTMLTextAreaElement).selectionStart);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

for (const kind of ['contact', 'support'] as const) {
  test(`the ${kind} form keeps what was typed, pasted, autofilled and chosen before its script, and sends it`, async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(`/fr/${kind}`);
    const copy = kind === 'contact' ? contactForm : supportForm;
    const form = page.getByRole('form', { name: kind === 'contact' ? 'Envoyez-nous un message' : supportForm.title });
    const island = form.locator('xpath=ancestor::astro-island[1]');
    const name = form.getByLabel('Nom complet');
    const email = form.getByLabel('Adresse e-mail');
    const subject = form.getByLabel('Sujet');
    const message = form.getByLabel(/^Message/);
    const other = kind === 'contact' ? form.getByLabel('Entreprise (facultatif)') : form.getByLabel('Priorité');

    // Typed fast, pasted, autofilled, chosen: all before the form's code has arrived.
    await name.click();
    await page.keyboard.type('Rasoa Andrianina');
    await autofill(email, 'rasoa@exemple.mg');
    await paste(page, subject, 'Accès à l’espace client');
    if (kind === 'contact') await other.fill('Vanille & Co');
    else await other.selectOption('urgent');
    await message.click();
    await page.keyboard.type('Bonjour, les factures sont introuvables.');
    // The caret goes back before « introuvables. », where the visitor will go on typing.
    for (let step = 0; step < 'introuvables.'.length; step += 1) await page.keyboard.press('ArrowLeft');
    const caret = await caretOf(message);
    await expect(island).toHaveAttribute('ssr');
    expect(scripts.held.length, 'the form’s code was held back').toBeGreaterThan(0);

    scripts.release();
    await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });

    // Hydrated over the visitor's text: the focus and caret where they were, the typing goes on there.
    await expect(message).toBeFocused();
    expect(await caretOf(message)).toBe(caret);
    await page.keyboard.type('toujours ');
    await expect(message).toHaveValue('Bonjour, les factures sont toujours introuvables.');
    // Another field touched once the island runs: React renders the form again, and nothing is lost.
    await name.press('End');
    await name.pressSequentially(' R.');
    await expect(name).toHaveValue('Rasoa Andrianina R.');
    await expect(email).toHaveValue('rasoa@exemple.mg');
    await expect(subject).toHaveValue('Accès à l’espace client');
    await expect(other).toHaveValue(kind === 'contact' ? 'Vanille & Co' : 'urgent');

    await form.getByRole('button', { name: copy.submitLabel }).click();
    await expect(form.getByRole('status').filter({ hasText: copy.successTitle })).toBeVisible();
  });
}
