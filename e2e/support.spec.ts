import type { Page } from '@playwright/test';
import { contactForm } from '@company/contract/forms';
import { priorityOptions, supportForm } from '@company/contract/forms';
import { supportHero } from '../site/src/data/support';
import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { whenIslandReady } from './support/islands';
import { rememberCookieChoice } from './support/storage';

function supportRequest(page: Page) {
  const form = page.getByRole('form', { name: supportForm.title });
  return {
    form,
    name: form.getByLabel('Nom complet'),
    email: form.getByLabel('Adresse e-mail'),
    subject: form.getByLabel('Sujet'),
    priority: form.getByLabel('Priorité'),
    message: form.getByLabel(/^Message/),
    submit: form.getByRole('button', { name: supportForm.submitLabel }),
    confirmation: form.getByRole('status').filter({ hasText: supportForm.successTitle }),
  };
}

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
  await page.goto('/fr/support');
  // These tests are about what the form's code does (its island, loaded once touched).
  await whenIslandReady(supportRequest(page).form);
});

test('the request form offers four priorities, « Normale » first chosen, and confirms a sent request', async ({
  page,
}) => {
  const request = supportRequest(page);
  await expect(request.priority.locator('option')).toHaveText(['Basse', 'Normale', 'Haute', 'Urgente']);
  await expect(request.priority.locator('option')).toHaveText(priorityOptions.map((option) => option.label));
  await expect(request.priority).toHaveValue('normal');
  await expect(request.priority.locator('option:checked')).toHaveText('Normale');

  await request.name.fill('Rasoa Andrianina');
  await request.email.fill('rasoa@exemple.mg');
  await request.subject.fill('Accès à l’espace client');
  await request.priority.selectOption({ label: 'Urgente' });
  await request.message.fill('Je ne parviens plus à télécharger mes factures depuis ce matin.');
  await request.submit.click();

  await expect(request.confirmation).toBeVisible();
  await expect(request.confirmation).toContainText(supportForm.successText);
  for (const field of [request.name, request.email, request.subject, request.message])
    await expect(field).toHaveValue('');
  await expect(request.priority).toHaveValue('normal');

  // Typing again starts a new request: the confirmation of the previous one goes away.
  await request.name.fill('R');
  await expect(request.confirmation).toHaveCount(0);
});

test('an incomplete request is not sent: each missing field says so in French', async ({ page }) => {
  const request = supportRequest(page);
  let posted = false;
  page.on('request', (sent) => (posted ||= sent.method() === 'POST'));
  await request.submit.click();
  // The page's script checks the fields with the server's rules (the browser's own check stops the
  // form without it: messages-server.spec.ts).
  await expect(request.name).toHaveAccessibleDescription(`Erreur\u00a0: ${contactForm.errors.nameRequired}`);
  await expect(request.message).toHaveAccessibleDescription(`Erreur\u00a0: ${contactForm.errors.messageRequired}`);
  await expect(request.name).toBeFocused();

  // Spaces count as empty.
  await request.name.fill('   ');
  await request.email.fill('rasoa@exemple.mg');
  await request.subject.fill('Facturation');
  await request.message.fill('Une question sur ma facture.');
  await request.submit.click();
  await expect(request.name).toHaveAccessibleDescription(`Erreur\u00a0: ${contactForm.errors.nameRequired}`);
  await expect(request.name).toBeFocused();
  await expect(request.confirmation).toHaveCount(0);
  await expect(request.message).toHaveValue('Une question sur ma facture.');
  expect(posted).toBe(false);
});

test('« Interroger l’assistant en ligne » opens the assistant, ready to type', async ({ page }) => {
  const chat = chatWidget(page);
  await page.getByRole('main').getByRole('button', { name: supportHero.startChatLabel }).click();
  await expect(chat.panel).toBeVisible();
  await expect(chat.field).toBeFocused();
  await expect(chat.launcher).toHaveAttribute('aria-expanded', 'true');
});
