import type { Page } from '@playwright/test';
import { contactForm } from '../site/src/data/contact';
import { expect, test } from './fixtures';
import { pauseClock } from './support/clock';
import { rememberCookieChoice } from './support/storage';

/** Simulated sending time and how long the confirmation stays (spec §9). */
const sendDelayMs = 1500;
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

const errorText = (message: string) => `Erreur\u00a0: ${message}`;

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('an empty message gets one French error per required field, and the focus goes to the first', async ({ page }) => {
  await page.goto('/fr/contact');
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

test('a valid message is sent: the button waits, the confirmation shows for 5 s and the form is emptied', async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto('/fr/contact');
  const fields = contactFields(page);
  await fields.name.fill('Rasoa Andrianina');
  await fields.email.fill('rasoa@exemple.mg');
  await fields.company.fill('Vanille & Co');
  await fields.subject.fill('Demande de devis');
  await fields.message.fill('Bonjour, nous souhaitons externaliser notre service client.');
  await fields.submit.click();

  const sending = fields.form.getByRole('button', { name: new RegExp(contactForm.submittingLabel) });
  await expect(sending).toHaveAttribute('aria-busy', 'true');
  await expect(fields.form).toHaveAttribute('aria-busy', 'true');
  await expect(fields.message).toHaveJSProperty('readOnly', true);

  await page.clock.runFor(sendDelayMs);
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
