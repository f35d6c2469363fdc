import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { rememberCookieChoice } from './support/storage';

// The normal build calls the site's chat API (a Pages Function, npm run preview), which holds no token
// here: it answers with the prepared replies, and the widget then shows the demonstration mode.

test('without a token on the server: the assistant greets, answers a question about prices with a prepared reply, shows the demonstration mode and closes with Escape', async ({
  page,
}) => {
  await rememberCookieChoice(page);
  await page.goto('/fr/');
  const chat = chatWidget(page);
  await expect(chat.launcher).toHaveAccessibleName('Ouvrir l’assistant');
  await expect(chat.launcher).toHaveAttribute('aria-expanded', 'false');
  await expect(chat.panel).toBeHidden();

  await chat.launcher.click();
  await expect(chat.panel).toBeVisible();
  await expect(chat.launcher).toHaveAccessibleName('Fermer l’assistant');
  await expect(chat.launcher).toHaveAttribute('aria-expanded', 'true');
  // What a visitor reads: no setting's name, French with its accents. The widget cannot know
  // before its first question whether the server holds a token, so it claims no connection yet.
  await expect(chat.status).toHaveText('Réponses automatiques');
  await expect(chat.panel).not.toContainText(/VITE_|GITHUB_TOKEN|configurez|connecté/);
  await expect(chat.log).toContainText('Je suis l’assistant automatique de Company. Posez-moi vos questions');
  await expect(chat.field).toBeFocused();
  await expect(chat.send).toBeDisabled();

  await chat.field.fill('Quels sont vos tarifs pour un site vitrine\u00a0?');
  await expect(chat.send).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(chat.field).toHaveValue('');
  await expect(chat.log.getByText('Quels sont vos tarifs pour un site vitrine\u00a0?')).toBeVisible();
  const reply = chat.log.getByText(/^Voici nos tarifs indicatifs/);
  await expect(reply).toBeVisible();
  // The pricing page's prices, and nothing else.
  await expect(reply).toContainText(/Essentiel, site vitrine de 5 pages\s*:\s*299\s€ \/ mois/);
  await expect(reply).toContainText(/Professionnel, pages illimitées\s*:\s*1\s499\s€ \/ mois/);
  await expect(reply).toContainText(/Entreprise, boutique en ligne ou application sur mesure\s*:\s*sur devis/);
  await expect(reply).not.toContainText(/800|2\s500/);
  // The API answered for want of a token: demonstration mode, which is not an error.
  await expect(chat.status).toHaveText('Mode démo\u00a0: réponses préparées');
  await expect(chat.field).toBeFocused();

  // Shift+Enter starts a new line instead of sending.
  await chat.field.fill('Première ligne');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.insertText('seconde ligne');
  await expect(chat.field).toHaveValue('Première ligne\nseconde ligne');
  await expect(chat.visitorMessages).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(chat.panel).toBeHidden();
  await expect(chat.launcher).toBeFocused();
  await expect(chat.launcher).toHaveAttribute('aria-expanded', 'false');

  // The conversation and the draft are still there when the visitor comes back.
  await chat.launcher.click();
  await expect(chat.field).toHaveValue('Première ligne\nseconde ligne');
  await expect(chat.log.getByText(/^Voici nos tarifs indicatifs/)).toBeVisible();
});

test('a message written as HTML stays text', async ({ page }) => {
  // An alert would mean the message was run as HTML.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await rememberCookieChoice(page);
  await page.goto('/fr/contact');
  const chat = chatWidget(page);
  await chat.launcher.click();
  const markup = '<img src=x onerror=alert(1)>';
  await chat.field.fill(markup);
  await chat.send.click();
  await expect(chat.log.getByText(markup, { exact: true })).toBeVisible();
  // The general prepared reply follows, and nothing was turned into an element.
  await expect(chat.log.getByText(/^Merci pour votre message/)).toBeVisible();
  await expect(chat.log.locator('img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a blank message is not sent', async ({ page }) => {
  await rememberCookieChoice(page);
  await page.goto('/fr/');
  const chat = chatWidget(page);
  await chat.launcher.click();
  await chat.field.fill('   \n  ');
  await expect(chat.send).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(chat.visitorMessages).toHaveCount(0);
  // Only the welcome message is in the conversation.
  await expect(chat.log.getByRole('paragraph')).toHaveCount(1);
});

test('before the cookie choice, the launcher and the open panel stay above the banner', async ({ page }) => {
  await page.goto('/fr/');
  const chat = chatWidget(page);
  const banner = page.getByRole('region', { name: 'Nous respectons votre vie privée' });
  await expect(banner).toBeVisible();
  // No code of the banner's or the chat's has loaded: the head script lifts the chat above the banner.
  await expect(page.locator('#cookie-consent astro-island')).toHaveAttribute('ssr');
  await expect(page.locator('#chat astro-island')).toHaveAttribute('ssr');
  const bannerTop = (await banner.boundingBox())?.y ?? 0;
  await expect
    .poll(async () => {
      const box = await chat.launcher.boundingBox();
      return box ? box.y + box.height : Infinity;
    })
    .toBeLessThanOrEqual(bannerTop);

  await chat.launcher.click();
  await expect(chat.field).toBeFocused();
  const field = await chat.field.boundingBox();
  expect((field?.y ?? Infinity) + (field?.height ?? 0)).toBeLessThanOrEqual(bannerTop);
});
