import { describe, expect, it } from 'vitest';
import { messageCopy } from '@company/contract/messages';
import { escapeHtml, styleSource } from './pages';
import { asForm, contactMessage, formHeaders, setUp, supportMessage } from './testing';

const postForm = async (app: Awaited<ReturnType<typeof setUp>>['app'], path: string, values: Record<string, string>) =>
  app.request(path, { method: 'POST', headers: formHeaders, body: asForm(values) });

/** The page as a browser would read it. */
function read(html: string) {
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    h1s: [...html.matchAll(/<h1>([^<]*)<\/h1>/g)].map((match) => match[1]),
    /** The opening tag of the field named `name`. */
    control: (name: string) => new RegExp(`<(?:input|textarea|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0],
  };
}

describe('a form post without JavaScript', () => {
  it('gets a French confirmation page once its message is stored', async () => {
    const { app, count } = await setUp();
    const response = await postForm(app, '/api/contact', contactMessage);
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const page = read(await response.text());
    expect(page.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(page.title).toBe('Message envoyé avec succès\u00a0! | Company');
    expect(page.h1s).toEqual(['Message envoyé avec succès\u00a0!']);
    expect(page.html).toContain('Nous vous répondrons dans les plus brefs délais.');
    expect(page.html).toContain('<a href="/fr/contact/">Retour à la page Contact</a>');
    expect(await count()).toBe(1);
  });

  it('gets the same confirmation, with status 200, for the form sent twice', async () => {
    const { app, count } = await setUp();
    const values = { ...contactMessage, idempotencyKey: 'form-key-1' };
    expect((await postForm(app, '/api/contact', values)).status).toBe(201);
    const again = await postForm(app, '/api/contact', values);
    expect(again.status).toBe(200);
    expect(read(await again.text()).h1s).toEqual(['Message envoyé avec succès\u00a0!']);
    expect(await count()).toBe(1);
  });

  it('confirms a support request with the support page’s words', async () => {
    const { app } = await setUp();
    const page = read(await (await postForm(app, '/api/support', supportMessage)).text());
    expect(page.h1s).toEqual([messageCopy.support.receivedTitle]);
    expect(page.html).toContain(messageCopy.support.receivedText);
    expect(page.html).toContain('href="/fr/support/"');
  });

  it('gets the form again with its values kept, escaped, and each error beside its field', async () => {
    const { app, count } = await setUp();
    const values = {
      ...contactMessage,
      name: '<script>alert("x")</script>',
      email: 'aina@exemple',
      subject: '',
      message: 'Ligne 1\n</textarea><img src=x onerror=alert(1)> & « fin »',
    };
    const response = await postForm(app, '/api/contact', values);
    expect(response.status).toBe(400);
    const page = read(await response.text());
    expect(page.title).toBe(`${messageCopy.invalidTitle} | Company`);
    expect(page.h1s).toEqual([messageCopy.invalidTitle]);
    expect(page.html).not.toContain('<script>');
    expect(page.html).not.toContain('<img');
    expect(page.control('name')).toContain('value="&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;"');
    expect(page.control('name')).not.toContain('aria-invalid');
    expect(page.html).toContain(
      '>Ligne 1\n&#60;/textarea&#62;&#60;img src=x onerror=alert(1)&#62; &#38; « fin »</textarea>',
    );
    expect(page.control('email')).toContain('aria-invalid="true" aria-describedby="champ-email-erreur"');
    expect(page.html).toContain(
      '<p class="error" id="champ-email-erreur">Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.</p>',
    );
    expect(page.control('subject')).toContain('aria-describedby="champ-subject-erreur"');
    // The summary links each error to its field, in the form's order.
    const summary = /<div class="summary" role="alert">([\s\S]*?)<\/div>/.exec(page.html)?.[1] ?? '';
    expect([...summary.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])).toEqual([
      'champ-email',
      'champ-subject',
    ]);
    // Every field has its label, and the form posts to the same address.
    for (const name of ['name', 'email', 'company', 'subject', 'message'])
      expect(page.html).toContain(`<label for="champ-${name}">`);
    expect(page.html).toContain('<form method="post" action="/api/contact">');
    expect(await count()).toBe(0);
  });

  it('keeps the chosen priority of a support request, and keeps its key for the next submit', async () => {
    const { app } = await setUp();
    const response = await postForm(app, '/api/support', {
      ...supportMessage,
      priority: 'urgent',
      name: '',
      idempotencyKey: 'support-key-7',
    });
    const page = read(await response.text());
    expect(page.html).toContain('<option value="urgent" selected>Urgente</option>');
    expect(page.html).toContain('<input type="hidden" name="idempotencyKey" value="support-key-7">');
    expect(page.html).toContain('<form method="post" action="/api/support">');
  });

  it('is told when it sent too much in too little time, and is shown its text back', async () => {
    const { app } = await setUp({ env: { MESSAGE_RATE_LIMIT_PER_MINUTE: '1' } });
    await postForm(app, '/api/contact', contactMessage);
    const response = await postForm(app, '/api/contact', { ...contactMessage, message: 'Un autre <message>' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    const page = read(await response.text());
    expect(page.h1s).toEqual([messageCopy.unreachableTitle]);
    expect(page.html).toContain(messageCopy.rateLimitedText);
    expect(page.html).toContain('href="mailto:contact@company.example"');
    expect(page.html).toContain('href="tel:+261200000000"');
    expect(page.html).toContain('>Un autre &#60;message&#62;</textarea>');
  });

  it('is told when the message could not be stored, with the e-mail, the phone and its text', async () => {
    const { app } = await setUp({ store: () => Promise.reject(new Error('disk')) });
    const response = await postForm(app, '/api/contact', contactMessage);
    expect(response.status).toBe(503);
    const page = read(await response.text());
    expect(page.title).toBe(`${messageCopy.unreachableTitle} | Company`);
    expect(page.html).toContain(escapeHtml(messageCopy.unreachableText));
    expect(page.control('subject')).toContain(`value="${contactMessage.subject}"`);
    expect(page.html).not.toContain('Message envoyé');
  });

  it('is told when the message is too long, without a 5xx', async () => {
    const { app } = await setUp();
    const response = await postForm(app, '/api/contact', { ...contactMessage, message: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
    expect(read(await response.text()).html).toContain('Ko. Raccourcissez-le');
  });

  it('gets a page, not JSON, when a browser visits the address', async () => {
    const { app } = await setUp();
    const response = await app.request('/api/contact', { headers: { Accept: 'text/html,*/*' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(read(await response.text()).h1s).toHaveLength(1);
  });

  it('is refused from another site’s page', async () => {
    const { app, count } = await setUp();
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: { ...formHeaders, Origin: 'https://evil.example' },
      body: asForm(contactMessage),
    });
    expect(response.status).toBe(403);
    expect(await count()).toBe(0);
  });

  it('allows the page’s style by its hash only, and nothing else to load', async () => {
    const { app } = await setUp();
    const response = await postForm(app, '/api/contact', contactMessage);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`style-src ${await styleSource()}`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("form-action 'self'");
    const html = await response.text();
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style));
    expect(policy).toContain(`'sha256-${Buffer.from(digest).toString('base64')}'`);
    expect(html).not.toMatch(/ style="/);
  });
});
