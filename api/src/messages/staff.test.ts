import { inboxCopy, type InboxApiError, type StaffSession } from '@company/contract/inbox';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../rateLimit';
import { formHeaders, setUpStaff, site, staffAddress } from './testing';

const linkPath = '/api/admin/session/link';
const sessionPath = '/api/admin/session';
const errorOf = async (response: Response) => ((await response.json()) as InboxApiError).error;

describe('staff sign-in', () => {
  it('answers every address alike, and mails a link only to a staff member, through the outbox, to the configured origin', async () => {
    const { call, app, settle, deferred, transport, db } = await setUpStaff();
    const answers = [];
    for (const email of [staffAddress, 'inconnu@example.com', ' EQUIPE@Company.example ']) {
      const response = await call(linkPath, { method: 'POST', body: { email } });
      answers.push({
        status: response.status,
        body: await response.text(),
        cache: response.headers.get('Cache-Control'),
      });
    }
    // A forged Host: the answer and the link ignore it.
    await app.request(`https://evil.example${linkPath}`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'autre@company.example' }),
    });
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 202,
      body: JSON.stringify({ message: inboxCopy.linkSent }),
      cache: 'no-store',
    });
    // The link is made and mailed after the answer, in the background: one piece of work per staff
    // address, none for the unknown one.
    expect(deferred()).toBe(3);
    await settle();
    expect(transport.sent.map((mail) => mail.to)).toEqual([staffAddress, staffAddress, 'autre@company.example']);
    for (const mail of transport.sent) {
      expect(mail.subject).toBe(inboxCopy.mailSubject);
      expect(mail.text).toMatch(/^https:\/\/www\.company\.example\/api\/admin\/session\/verify\?token=[\w-]{43}$/m);
      expect(mail.text).toContain('15\u00a0minutes');
    }
    // Only hashes are kept: no token of any mail is in the database, and a sent mail's text is blanked.
    const tokens = transport.sent.map((mail) => /token=([\w-]{43})/.exec(mail.text)?.[1] ?? '');
    const rows = JSON.stringify([
      await db.all('SELECT * FROM staff_sign_in_links'),
      await db.all('SELECT * FROM staff_mails'),
    ]);
    for (const token of tokens) expect(rows).not.toContain(token);
    expect(await db.all("SELECT status, text FROM staff_mails WHERE status = 'sent' AND text = ''")).toHaveLength(3);
  });

  it('opens a session once per link, with a host-only cookie, and refuses a used, expired or forged link in French', async () => {
    const { call, settle, lastToken, clock } = await setUpStaff();
    await call(linkPath, { method: 'POST', body: { email: staffAddress } });
    await settle();
    const token = lastToken() ?? '';

    // The mailed link's page spends nothing (a mail scanner may open it): its button posts the token.
    const page = await call(`${sessionPath}/verify?token=${token}`, { headers: { Origin: '' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/api/admin/session">');
    expect(html).toContain(`name="token" value="${token}"`);
    expect(html).toContain('Se connecter');

    const opened = await call(sessionPath, { method: 'POST', body: { token } });
    expect(opened.status).toBe(200);
    const cookie = opened.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^__Host-admin_session=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const session = (await opened.json()) as StaffSession;
    expect(session).toEqual({
      email: staffAddress,
      expiresAt: '2026-11-28T21:00:00.000Z',
      idleExpiresAt: '2026-11-28T10:00:00.000Z',
    });
    const who = await call(sessionPath, { headers: { Cookie: cookie.split(';')[0] ?? '' } });
    expect(await who.json()).toEqual(session);

    const again = await call(sessionPath, { method: 'POST', body: { token } });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({ code: 'link_used', message: inboxCopy.errors.link_used });
    const usedPage = await call(`${sessionPath}/verify?token=${token}`);
    expect(usedPage.status).toBe(400);
    expect(await usedPage.text()).toContain('Ce lien de connexion a déjà servi');

    await call(linkPath, { method: 'POST', body: { email: staffAddress } });
    await settle();
    clock.advance(15 * 60_000);
    const late = await call(sessionPath, { method: 'POST', body: { token: lastToken() } });
    expect(await errorOf(late)).toEqual({ code: 'link_expired', message: inboxCopy.errors.link_expired });
    expect(inboxCopy.errors.link_expired).toContain('valable 15\u00a0minutes');

    for (const forged of ['A'.repeat(43), `${token.slice(0, -1)}x`, 'court', '']) {
      const response = await call(sessionPath, { method: 'POST', body: { token: forged } });
      expect(response.status, forged).toBe(400);
      expect(await errorOf(response), forged).toEqual({ code: 'link_invalid', message: inboxCopy.errors.link_invalid });
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('works as plain form posts, without JavaScript', async () => {
    const { call, settle, lastToken } = await setUpStaff();
    const sent = await call(linkPath, {
      method: 'POST',
      headers: formHeaders,
      body: new URLSearchParams({ email: staffAddress }).toString(),
    });
    expect(sent.status).toBe(202);
    expect(await sent.text()).toContain('un lien de connexion vient d’y être envoyé');
    await settle();
    const opened = await call(sessionPath, {
      method: 'POST',
      headers: formHeaders,
      body: new URLSearchParams({ token: lastToken() ?? '' }).toString(),
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('Location')).toBe('/fr/app/admin/');
    const cookie = opened.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    const out = await call(`${sessionPath}/sign-out`, { method: 'POST', headers: { ...formHeaders, Cookie: cookie } });
    expect(out.status).toBe(303);
    expect(out.headers.get('Set-Cookie')).toMatch(/^__Host-admin_session=; Max-Age=0; Path=\/; Secure/);
    expect((await call(sessionPath, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('ends a session on sign-out, after an idle hour, after 12 hours, and when the address leaves ADMIN_EMAILS', async () => {
    const staff = await setUpStaff();
    const inbox = (cookie: string) => staff.call('/api/admin/messages', { headers: { Cookie: cookie } });

    const first = await staff.signIn();
    expect((await inbox(first)).status).toBe(200);
    const out = await staff.call(sessionPath, { method: 'DELETE', headers: { Cookie: first } });
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toMatch(/^__Host-admin_session=; Max-Age=0/);
    // The cookie kept by a copy (another tab, a thief) opens nothing either: the session is gone on the server.
    const refused = await inbox(first);
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toEqual({ code: 'unauthorized', message: inboxCopy.errors.unauthorized });

    const idle = await staff.signIn();
    staff.clock.advance(59 * 60_000);
    expect((await inbox(idle)).status).toBe(200);
    staff.clock.advance(59 * 60_000);
    expect((await inbox(idle)).status).toBe(200);
    staff.clock.advance(60 * 60_000 + 1);
    expect((await inbox(idle)).status).toBe(401);

    const long = await staff.signIn();
    for (let hour = 0; hour < 12; hour += 1) {
      expect((await inbox(long)).status).toBe(200);
      staff.clock.advance(59 * 60_000);
    }
    staff.clock.advance(12 * 60_000);
    expect((await inbox(long)).status).toBe(401);

    // The same database, a server restarted without the address: the session it opened opens nothing.
    const kept = await staff.signIn('autre@company.example');
    const { createMessagesApp } = await import('./app');
    const restarted = createMessagesApp({
      env: { ADMIN_EMAILS: staffAddress },
      store: staff.store,
      now: staff.clock.now,
    });
    const response = await restarted.request(`${site}/api/admin/messages`, { headers: { Cookie: kept } });
    expect(response.status).toBe(401);
  });

  it('limits attempts per client, and refuses requests from another origin', async () => {
    const limiter = new MemoryRateLimiter({ perMinute: 3, perDay: 100, maxKeys: 10 });
    const { call } = await setUpStaff({ signInLimiter: limiter });
    const statuses = [];
    for (let index = 0; index < 2; index += 1)
      statuses.push((await call(linkPath, { method: 'POST', body: { email: staffAddress } })).status);
    statuses.push((await call(sessionPath, { method: 'POST', body: { token: 'A'.repeat(43) } })).status);
    const limited = await call(sessionPath, { method: 'POST', body: { token: 'B'.repeat(43) } });
    expect([...statuses, limited.status]).toEqual([202, 202, 400, 429]);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await errorOf(limited)).toEqual({ code: 'rate_limited', message: inboxCopy.errors.rate_limited });

    const staff = await setUpStaff();
    const foreign = [
      // Another site's page, by fetch or by a form.
      { headers: { Origin: 'https://evil.example' }, body: { email: staffAddress } },
      { headers: { Origin: 'https://evil.example', ...formHeaders }, body: `email=${staffAddress}` },
      // A form post that says nothing of where it comes from, or that it is cross-site.
      { headers: { Origin: '', ...formHeaders }, body: `email=${staffAddress}` },
      { headers: { Origin: '', 'Sec-Fetch-Site': 'cross-site', ...formHeaders }, body: `email=${staffAddress}` },
      { headers: { Origin: 'null', 'Sec-Fetch-Site': 'cross-site', ...formHeaders }, body: `email=${staffAddress}` },
    ];
    for (const request of foreign) {
      const response = await staff.call(linkPath, { method: 'POST', ...request });
      expect(response.status, JSON.stringify(request.headers)).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: 'origin_not_allowed',
        message: inboxCopy.errors.origin_not_allowed,
      });
    }
    const sameOrigin = await staff.call(linkPath, {
      method: 'POST',
      headers: { Origin: '', 'Sec-Fetch-Site': 'same-origin', ...formHeaders },
      body: `email=${staffAddress}`,
    });
    expect(sameOrigin.status).toBe(202);
    // What a browser sends from the site's own form under its `Referrer-Policy: no-referrer`.
    const ownForm = await staff.call(linkPath, {
      method: 'POST',
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin', ...formHeaders },
      body: `email=${staffAddress}`,
    });
    expect(ownForm.status).toBe(202);
    const cookie = await staff.signIn();
    const signOut = await staff.call(sessionPath, {
      method: 'DELETE',
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(signOut.status).toBe(403);
    expect((await staff.call(sessionPath, { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
