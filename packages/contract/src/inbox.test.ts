import { describe, expect, it } from 'vitest';
import { checkInboxQuery, inboxQueryString, inboxReplyHref, type InboxListQuery } from './inbox';

/** The query string as Hono's validator hands it over: a name's value, or its values when repeated. */
function parsed(query: string): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  const params = new URLSearchParams(query);
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    values[name] = all.length === 1 ? (all[0] ?? '') : all;
  }
  return values;
}

describe('the inbox filters in a URL', () => {
  it('come back as they went, whatever the screen adds to its own URL, and refuse in French what is wrong', () => {
    const query: InboxListQuery = {
      kind: 'support',
      status: ['new', 'in_progress'],
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'facture « doublée »',
      page: 3,
      limit: 50,
    };
    const text = inboxQueryString(query);
    expect(text).toBe(
      'kind=support&status=new&status=in_progress&from=2026-11-01&to=2026-11-30&q=facture+%C2%AB+doubl%C3%A9e+%C2%BB&page=3&limit=50',
    );
    expect(checkInboxQuery(parsed(`${text}&message=ouvert`))).toEqual({ ok: true, value: query });
    expect(checkInboxQuery(parsed('status=new,answered&q=+'))).toEqual({
      ok: true,
      value: { page: 1, limit: 25, status: ['new', 'answered'] },
    });
    expect(inboxQueryString({ page: 1, limit: 25 })).toBe('');
    const refusals = [
      'status=lu',
      'from=2026-02-30x',
      'from=2026-12-02&to=2026-12-01',
      'limit=0',
      `q=${'a'.repeat(201)}`,
    ];
    for (const bad of refusals) {
      const result = checkInboxQuery(parsed(bad));
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.issues[0]?.message, bad).toMatch(/\u00a0|doit|est/);
    }
  });
});

describe('« Répondre »', () => {
  it('opens a mail to the visitor, « Re : » the subject, the message quoted, within what mail clients take', () => {
    const message = {
      email: 'aina@example.mg',
      name: 'Aina Rakoto',
      subject: 'Devis & délais',
      message: 'Bonjour,\nun site de 5 pages ?',
      createdAt: '2026-11-01T09:30:00.000Z',
    };
    const href = inboxReplyHref(message);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('aina@example.mg');
    expect(href).not.toContain('+');
    expect(url.searchParams.get('subject')).toBe('Re\u00a0: Devis & délais');
    expect(url.searchParams.get('body')).toBe(
      '\r\n\r\nLe 1er novembre 2026, Aina Rakoto a écrit\u00a0:\r\n> Bonjour,\r\n> un site de 5 pages ?',
    );
    expect(new URL(inboxReplyHref({ ...message, subject: 'RE: Devis' })).searchParams.get('subject')).toBe('RE: Devis');
    const long = inboxReplyHref({ ...message, message: 'Un très long message. '.repeat(400) });
    expect(long.length).toBeLessThanOrEqual(1_800);
    expect(new URL(long).searchParams.get('body')).toMatch(/^\r\n\r\nLe 1er novembre 2026.*\[…\]$/s);
    const lines = inboxReplyHref({ ...message, message: 'ligne\n'.repeat(500), subject: '🎉'.repeat(200) });
    expect(new URL(lines).searchParams.get('subject')).toContain('🎉');
  });
});
