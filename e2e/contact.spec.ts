import type { Page, Route } from '@playwright/test';
import { messageCopy } from '@company/contract/messages';
import { site } from '../site/src/config/site';
import { contactForm } from '@company/contract/forms';
import { expect, test } from './fixtures';
import { pauseClock } from './support/clock';
import { whenIslandReady } from './support/islands';
import { rememberCookieChoice } from './support/storage';

/** How long the confirmation stays (spec §9). */
const bannerMs = 5000;

/** The form's fields, found by their labels as a visitor reads them. */
function contactFields(page: Page) {
  const form = page.getByRole('form', { name: 'Envoyez-nous un message' });
  return {
    form,
    name: form.getByLabel('Nom complet'),
    email: form.getByLabel('Adresse e-mail'),
    company: form.getByLabel('Entreprise (facultatif)'),
    subject: form.getByLabel('Sujet'),
    message: form.getByLabel(/^Message/),
    submit: form.getByRole('button', { name: contactForm.submitLabel }),
  };
}

/** The contact page, its form's code loaded: these tests are about what that code does. */
async function openContactForm(page: Page) {
  await page.goto('/fr/contact');
  await whenIslandReady(contactFields(page).form);
}

const errorText = (message: string) => `Erreur\u00a0: ${message}`;

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('an empty message gets one French error per required field, and the focus goes to the first', async ({ page }) => {
  await openContactForm(page);
  const fields = contactFields(page);
  await fields.submit.click();

  const required = [
    [fields.name, contactForm.errors.nameRequired],
    [fields.email, contactForm.errors.emailRequired],
    [fields.subject, contactForm.errors.subjectRequired],
    [fields.message, contactForm.errors.messageRequired],
  ] as const;
  for (const [field, message] of required) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(errorText(message));
    await expect(fields.form.getByText(message)).toBeVisible();
  }
  await expect(fields.company).not.toHaveAttribute('aria-invalid', 'true');
  await expect(fields.name).toBeFocused();
  await expect(page.getByText(contactForm.successTitle)).toHaveCount(0);

  // Each error follows the field as the visitor corrects it.
  await fields.name.fill('Rasoa Andrianina');
  await expect(fields.name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(fields.form.getByText(contactForm.errors.nameRequired)).toHaveCount(0);
  await fields.email.fill('rasoa@exemple');
  await expect(fields.email).toHaveAccessibleDescription(errorText(contactForm.errors.emailInvalid));

  // Text made of spaces is still empty; the focus moves to the first field left wrong.
  await fields.subject.fill('   ');
  await fields.submit.click();
  await expect(fields.email).toBeFocused();
  await expect(fields.subject).toHaveAccessibleDescription(errorText(contactForm.errors.subjectRequired));
});

async function fillValid(fields: ReturnType<typeof contactFields>) {
  await fields.name.fill('Rasoa Andrianina');
  await fields.email.fill('rasoa@exemple.mg');
  await fields.company.fill('Vanille & Co');
  await fields.subject.fill('Demande de devis');
  await fields.message.fill('Bonjour, nous souhaitons externaliser notre service client.');
}

test('a valid message is stored by the server: the button waits for it, the confirmation shows for 5 s and the form is emptied', async ({
  page,
}) => {
  await pauseClock(page);
  // The server's answer is held until the waiting state has been checked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.route('**/api/contact', async (route: Route) => {
    await held;
    await route.continue();
  });
  await openContactForm(page);
  const fields = contactFields(page);
  await fillValid(fields);
  await fields.submit.click();

  const sending = fields.form.getByRole('button', { name: new RegExp(contactForm.submittingLabel) });
  await expect(sending).toHaveAttribute('aria-busy', 'true');
  await expect(fields.form).toHaveAttribute('aria-busy', 'true');
  await expect(fields.message).toHaveJSProperty('readOnly', true);
  await expect(fields.form.getByText(contactForm.successTitle)).toHaveCount(0);

  release();
  // Stored by the preview's Pages Function in its local D1 database (201), or found there already
  // when a reused preview has seen the same message (200).
  expect([200, 201]).toContain((await answered).status());
  const confirmation = fields.form.getByRole('status').filter({ hasText: contactForm.successTitle });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(contactForm.successText);
  await expect(fields.submit).not.toHaveAttribute('aria-busy', 'true');
  for (const field of [fields.name, fields.email, fields.company, fields.subject, fields.message]) {
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }

  await page.clock.runFor(bannerMs - 100);
  await expect(confirmation).toBeVisible();
  await page.clock.runFor(100);
  await expect(fields.form.getByText(contactForm.successTitle)).toHaveCount(0);
});

test("a plan chosen on /fr/pricing is the subject from the first paint, kept by the form's code and sent with the message", async ({
  page,
}) => {
  await page.goto('/fr/pricing');
  await page
    .getByRole('article', { name: 'Professionnel' })
    .getByRole('link', { name: 'Commencer maintenant' })
    .click();
  await expect(page).toHaveURL('/fr/contact?formule=site-web-professionnel');
  const fields = contactFields(page);
  const subject = 'Site web\u00a0: formule Professionnel, 1\u202f499\u00a0€ par mois';
  // In the prerendered form, before its code has loaded.
  await expect(fields.subject).toHaveValue(subject);
  await expect(fields.form.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr');

  await whenIslandReady(fields.form);
  await fields.name.fill('Rasoa Andrianina');
  await fields.email.fill('rasoa@exemple.mg');
  await fields.message.fill('Bonjour, nous aimerions démarrer en janvier.');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
  await fields.submit.click();
  expect((await sent).postDataJSON()).toMatchObject({ subject });
  await expect(fields.form.getByRole('status').filter({ hasText: contactForm.successTitle })).toBeVisible();
});

test.describe('when the server cannot be reached', () => {
  // The browser logs the refused connection itself.
  test.use({ allowedConsole: [/Failed to load resource: net::ERR_CONNECTION_REFUSED/] });

  test('the text stays and the page gives the e-mail address and phone', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await openContactForm(page);
    const fields = contactFields(page);
    await fillValid(fields);
    await fields.submit.click();

    const alert = fields.form.getByRole('alert');
    await expect(alert).toContainText(messageCopy.unreachableTitle);
    await expect(alert).toContainText(site.email);
    await expect(alert).toContainText(site.phone);
    await expect(fields.message).toHaveValue('Bonjour, nous souhaitons externaliser notre service client.');
    await expect(fields.form.getByText(contactForm.successTitle)).toHaveCount(0);
  });
});
