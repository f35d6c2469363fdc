import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { contactForm } from '@company/contract/forms';
import { inboxCopy } from '@company/contract/inbox';
import { supportForm } from '@company/contract/forms';
import { expect, test } from './fixtures';
import { whenIslandReady } from './support/islands';
import { startNodeServer, type NodeServer } from './support/nodeServer';
import { rememberCookieChoice } from './support/storage';

// A visitor's message, end to end: the production build (site/dist) served by the API's Node server
// (api/dist/node.mjs, `npm run build`) as self-hosting runs it, with its SQLite file in a scratch
// folder and its mail transport pointed at an SMTP sink of this test on 127.0.0.1. A message is
// sent with the page's script and without it, then read where the company reads it: the inbox and
// the admin list. Nothing leaves the machine.

const adminToken = 'e2e-admin-token-0123456789abcdef';
const staff = 'equipe@company.example';
const inbox = 'contact@company.example';

test.describe.configure({ mode: 'serial' });

interface Mail {
  to: string[];
  subject: string;
  replyTo: string;
  text: string;
}

interface Sink {
  port: number;
  mails: Mail[];
  close: () => Promise<void>;
}

/** An SMTP server that accepts every message and keeps it; on `port` when given (to come back after a stop). */
async function startSink(port = 0, mails: Mail[] = []): Promise<Sink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      // The mail as a mail client reads it: headers and text decoded.
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map(({ address }) => address),
            subject: parsed.subject ?? '',
            replyTo: parsed.replyTo?.text ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  return { port: listening, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The Node server with its data in `dataDir` and its mail to the sink on `smtpPort`. */
function startServer(dataDir: string, smtpPort: number): Promise<NodeServer> {
  return startNodeServer({
    DATA_DIR: dataDir,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    MAIL_TO: inbox,
    ADMIN_TOKEN: adminToken,
    ADMIN_EMAILS: staff,
    // Retries every second, where a real inbox waits a minute and more.
    MAIL_RETRY_SECONDS: '1',
    MAIL_POLL_SECONDS: '1',
    GITHUB_TOKEN: '',
  });
}

interface ListedMessage {
  id: string;
  kind: string;
  subject: string;
  delivery: { status: string; attempts: number };
}

/** The admin list as the company reads it. */
async function adminList(request: APIRequestContext, url: string): Promise<ListedMessage[]> {
  const response = await request.get(`${url}/api/admin/messages`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { messages: ListedMessage[] };
  return body.messages;
}

async function fillContact(page: Page, subject: string) {
  const form = page.getByRole('form', { name: contactForm.title });
  await form.getByLabel('Nom complet').fill('Rasoa Andrianina');
  await form.getByLabel('Adresse e-mail').fill('rasoa@exemple.mg');
  await form.getByLabel('Entreprise (facultatif)').fill('Vanille & Co');
  await form.getByLabel('Sujet').fill(subject);
  await form.getByLabel(/^Message/).fill('Bonjour, nous souhaitons externaliser notre service client.');
  return form;
}

/** The mails of the sink about `subject`, once at least one has arrived. */
async function mailsAbout(sink: Sink, subject: string): Promise<Mail[]> {
  await expect
    .poll(() => sink.mails.filter((mail) => mail.subject.includes(subject)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  return sink.mails.filter((mail) => mail.subject.includes(subject));
}

let dataDir: string;
let sink: Sink;
let server: NodeServer;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'company-messages-'));
  sink = await startSink();
  server = await startServer(dataDir, sink.port);
});

test.afterAll(async () => {
  await server.stop();
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('a message sent with the page’s script reaches the inbox and the admin list, once', async ({ page, request }) => {
  const subject = 'Devis centre d’appels (script)';
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(new URL(sent.url()).pathname);
  });
  await page.goto(`${server.url}/fr/contact`);
  // The form's own code sends it (the no-script post is tested below): it has loaded first.
  await whenIslandReady(page.getByRole('form', { name: contactForm.title }));
  const form = await fillContact(page, subject);
  const submit = form.getByRole('button', { name: contactForm.submitLabel });
  // A double tap sends one message.
  await submit.dblclick();
  await expect(form.getByRole('status')).toContainText(contactForm.successTitle);

  const [mail, ...others] = await mailsAbout(sink, subject);
  expect(others).toEqual([]);
  expect(mail?.to).toEqual([inbox]);
  expect(mail?.replyTo).toBe('rasoa@exemple.mg');
  expect(mail?.text).toContain('Vanille & Co');
  expect(mail?.text).toContain('Bonjour, nous souhaitons externaliser notre service client.');
  expect(posts).toContain('/api/contact');
  expect(page.url()).not.toContain('rasoa');

  const listed = (await adminList(request, server.url)).filter((message) => message.subject === subject);
  expect(listed).toHaveLength(1);
  expect(listed[0]?.kind).toBe('contact');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts, the server confirms on a page of its own, and the message arrives', async ({
    page,
    request,
  }) => {
    const subject = 'Devis annotation (sans script)';
    await page.goto(`${server.url}/fr/contact`);
    const form = await fillContact(page, subject);
    const [post] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === 'POST'),
      form.getByRole('button', { name: contactForm.submitLabel }).click(),
    ]);
    expect(new URL(post.url()).pathname).toBe('/api/contact');
    expect(post.postData()).toContain('rasoa%40exemple.mg');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactForm.successTitle);
    // Personal data never goes into a URL.
    expect(page.url()).not.toMatch(/rasoa|Rasoa|exemple/);

    await mailsAbout(sink, subject);
    const listed = await adminList(request, server.url);
    expect(listed.filter((message) => message.subject === subject)).toHaveLength(1);
  });

  test('the staff’s sign-in posts as a plain form and the server answers with the same sentence', async ({ page }) => {
    await page.goto(`${server.url}/fr/app/admin/`);
    await page.getByLabel('Adresse e-mail').fill('inconnu@exemple.mg');
    await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect(page.getByText(inboxCopy.linkSent)).toBeVisible();
    expect(page.url()).not.toContain('inconnu');
  });

  test('the browser stops an empty support request before it is sent', async ({ page }) => {
    await page.goto(`${server.url}/fr/support`);
    const form = page.getByRole('form', { name: supportForm.title });
    let posted = false;
    page.on('request', (sent) => (posted ||= sent.method() === 'POST'));
    await form.getByRole('button', { name: supportForm.submitLabel }).click();
    expect(
      await form.getByLabel('Nom complet').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(posted).toBe(false);
    await expect(page).toHaveURL(/\/fr\/support$/);
  });

  test.describe('a refused request', () => {
    // The browser logs the page's own status, 400, as an error.
    test.use({ allowedConsole: [/status of 400 \(Bad Request\)/] });

    test('a support request whose address the server refuses comes back with its text and the error beside its field', async ({
      page,
    }) => {
      await page.goto(`${server.url}/fr/support`);
      const form = page.getByRole('form', { name: supportForm.title });
      await form.getByLabel('Nom complet').fill('Hery <b>Rakoto</b>');
      // Past the browser's check (an « @ » and something after it), short of the server's (a dot in the domain).
      await form.getByLabel('Adresse e-mail').fill('hery@exemple');
      await form.getByLabel('Sujet').fill('Factures');
      await form.getByLabel(/^Message/).fill('Je ne parviens plus à télécharger mes factures.');
      await form.getByRole('button', { name: supportForm.submitLabel }).click();

      const email = page.getByLabel('Adresse e-mail');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(
        new RegExp(contactForm.errors.emailInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(page.getByLabel('Nom complet')).toHaveValue('Hery <b>Rakoto</b>');
      await expect(page.getByLabel(/^Message/)).toHaveValue('Je ne parviens plus à télécharger mes factures.');
    });
  });
});

test('a stopped mail server delays delivery but loses nothing, and the messages survive a restart', async ({
  request,
}) => {
  const subject = 'Demande pendant la panne du serveur de messagerie';
  const port = sink.port;
  await sink.close();

  const sent = await request.post(`${server.url}/api/support`, {
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'e2e-outage-1' },
    data: { name: 'Hery Rakoto', email: 'hery@exemple.mg', subject, priority: 'urgent', message: 'Bonjour.' },
  });
  expect(sent.status()).toBe(201);
  const before = (await adminList(request, server.url)).find((message) => message.subject === subject);
  expect(before?.delivery.status).toBe('pending');

  // The server stops with the message undelivered, and starts again once the mail server is back.
  await server.stop();
  sink = await startSink(port, sink.mails);
  server = await startServer(dataDir, port);

  const [mail, ...others] = await mailsAbout(sink, subject);
  expect(others).toEqual([]);
  expect(mail?.text).toMatch(/urgent/i);
  await expect
    .poll(
      async () =>
        (await adminList(request, server.url)).find((message) => message.subject === subject)?.delivery.status,
    )
    .toBe('sent');
  // The earlier messages are still listed after the restart.
  expect((await adminList(request, server.url)).length).toBeGreaterThanOrEqual(3);
});

test('the admin list answers only to the admin token', async ({ request }) => {
  expect((await request.get(`${server.url}/api/admin/messages`)).status()).toBe(401);
  const wrong = await request.get(`${server.url}/api/admin/messages`, { headers: { Authorization: 'Bearer nope' } });
  expect(wrong.status()).toBe(401);
});

test.describe('the staff’s inbox, on a phone', () => {
  test.use({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    // Signed out, the page asks the server for a session and is told 401: the browser logs it.
    allowedConsole: [/status of 401 .*\/api\/admin\/session:/],
  });

  test('a staff member signs in by the mailed link, finds a visitor’s message, answers it, exports the list, erases another message and signs out', async ({
    page,
    request,
  }) => {
    // About 20 s on a busy 2-core machine, one journey rather than several: past 30 s when it is busier.
    test.slow();
    // A word no other test's message holds: the search finds this one alone.
    const subject = 'Devis girofle';
    // Another visitor's message, which asks to be forgotten: the export leaves it out, then it is erased.
    const erased = 'Suppression de mes données';
    const posted = await request.post(`${server.url}/api/support`, {
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'e2e-erasure-1' },
      data: {
        name: 'Lova Rabe',
        email: 'lova@exemple.mg',
        subject: erased,
        priority: 'normal',
        message: 'Effacez mes données.',
      },
    });
    expect(posted.status()).toBe(201);
    const { id: erasedId } = (await posted.json()) as { id: string };
    await page.goto(`${server.url}/fr/contact`);
    await whenIslandReady(page.getByRole('form', { name: contactForm.title }));
    const form = await fillContact(page, subject);
    await form.getByRole('button', { name: contactForm.submitLabel }).click();
    await expect(form.getByRole('status')).toContainText(contactForm.successTitle);

    await page.goto(`${server.url}/fr/app/admin/`);
    await page.getByLabel('Adresse e-mail').fill(staff);
    await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect(page.getByText(inboxCopy.linkSent)).toBeVisible();
    const [mail] = await mailsAbout(sink, inboxCopy.mailSubject);
    expect(mail?.to).toEqual([staff]);
    const link = /\/api\/admin\/session\/verify\?token=[\w-]{43}/.exec(mail?.text ?? '')?.[0];
    expect(link, 'the link in the mail').toBeTruthy();
    await page.goto(`${server.url}${link}`);
    await page.getByRole('button', { name: inboxCopy.verifyButton }).click();
    await expect(page.getByText(`Connecté en tant que ${staff}.`)).toBeVisible();

    // Found by a word of its subject, the filter kept in the address.
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('girofl');
    await page.getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
    await expect(page).toHaveURL(/[?&]q=girofl(&|$)/);
    await page.getByRole('link', { name: subject }).click();
    const sheet = page.getByRole('dialog', { name: subject });
    await expect(sheet.getByText('Bonjour, nous souhaitons externaliser notre service client.')).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Répondre' })).toHaveAttribute(
      'href',
      /^mailto:rasoa@exemple\.mg\?subject=Re%C2%A0%3A%20Devis%20girofle&body=/,
    );
    await sheet.getByLabel('Statut', { exact: true }).selectOption('answered');
    await sheet.getByRole('button', { name: 'Changer le statut' }).click();
    await expect(sheet.getByText(`Nouveau → Répondu, par ${staff}`)).toBeVisible();
    await sheet.getByRole('button', { name: 'Fermer le message' }).click();
    await expect(sheet).toBeHidden();

    // The export holds the filtered list: the message found, with its new status, and no other.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      '\uFEFFid,created_at,kind,inbox_status,status,attempts,sent_at,last_error,name,email,company,subject,priority,message',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`,contact,answered,`);
    expect(lines[0]).toContain(subject);
    expect(lines.join('\n')).not.toContain(erased);

    // Another message erased from the whole list: confirmed in an alert dialog, gone from the list and the API.
    await page.getByRole('searchbox', { name: 'Rechercher' }).clear();
    await page.getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await page.getByRole('link', { name: erased }).click();
    const other = page.getByRole('dialog', { name: erased });
    await other.getByRole('button', { name: 'Effacer' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Effacer ce message\u00a0?' });
    await expect(confirm).toContainText('Lova Rabe');
    await confirm.getByRole('button', { name: 'Effacer définitivement' }).click();
    await expect(page.getByRole('status').getByText('Message effacé')).toBeVisible();
    await expect(other).toBeHidden();
    await expect(page.getByRole('link', { name: erased })).toHaveCount(0);
    // Its row gone, the focus is on the page's heading, not lost to the body.
    await expect(page.getByRole('heading', { name: 'Boîte de réception', level: 1 })).toBeFocused();
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
    expect((await page.request.get(`${server.url}/api/admin/inbox/messages/${erasedId}`)).status()).toBe(404);
    const search = await page.request.get(`${server.url}/api/admin/inbox/messages?q=donnees`);
    expect(((await search.json()) as { total: number }).total).toBe(0);

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
    expect((await page.request.get(`${server.url}/api/admin/inbox/messages`)).status()).toBe(401);
  });
});
