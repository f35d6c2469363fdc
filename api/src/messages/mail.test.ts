import { describe, expect, it } from 'vitest';
import { mimeOf, parseMailbox } from './cloudflareMail';
import { composeMail, headerValue, replyToAddress } from './mail';
import type { StoredMessage } from './store';
import { contactMessage, supportMessage } from './testing';

const stored = (fields: Partial<StoredMessage>): StoredMessage => ({
  id: '7d0b7c58-3d2a-4f55-9a9e-1f0e7f3c2b10',
  kind: 'contact',
  ...contactMessage,
  priority: null,
  createdAt: '2026-11-28T09:30:00.000Z',
  status: 'new',
  delivery: { status: 'pending', attempts: 0, nextAttemptAt: null, lastError: null, sentAt: null },
  ...fields,
});
const route = { from: 'Company <no-reply@company.example>', to: 'contact@company.example' };

describe('composeMail', () => {
  it('writes a plain-text mail with every field, replying to the visitor', () => {
    const mail = composeMail(stored({}), route);
    expect(mail).toMatchObject({
      ...route,
      replyTo: 'aina@example.mg',
      subject: '[Contact] Devis pour un site vitrine',
    });
    expect(mail.text).toContain('Nom complet\u00a0: Aina Rakoto');
    expect(mail.text).toContain('Entreprise (facultatif)\u00a0: Vanille & Co');
    expect(mail.text).toContain(contactMessage.message);
    expect(mail.text).toContain('samedi 28 novembre 2026 à 12:30');
    expect(mail.text).toContain('7d0b7c58-3d2a-4f55-9a9e-1f0e7f3c2b10');
  });

  it('names a support request’s priority by its label', () => {
    const mail = composeMail(stored({ kind: 'support', ...supportMessage, company: null }), route);
    expect(mail.subject).toBe('[Support] Connexion impossible');
    expect(mail.text).toContain('Priorité\u00a0: Haute');
  });

  it('keeps every header on one line whatever the visitor typed', () => {
    const mail = composeMail(
      stored({ subject: 'Devis\r\nBcc: victim@example.com\u2028X: y', email: 'a@b.example\r\nBcc: c@d.example' }),
      route,
    );
    expect(mail.subject).toBe('[Contact] Devis Bcc: victim@example.com X: y');
    expect(mail.replyTo).toBeUndefined();
    for (const value of [mail.from, mail.to, mail.subject]) expect(value).not.toMatch(/[\r\n]/);
  });

  it('uses only a plain address as Reply-To', () => {
    expect(replyToAddress('aina.rakoto+devis@example.mg')).toBe('aina.rakoto+devis@example.mg');
    for (const unusual of ['"a,b"@example.mg', 'a@b.example, c@d.example', 'Name <a@b.example>', 'a@b'])
      expect(replyToAddress(unusual)).toBeUndefined();
    expect(headerValue(' a\n\tb\u0000c ')).toBe('a b c');
  });
});

describe('mimeOf (Cloudflare)', () => {
  it('builds a MIME message whose headers the visitor cannot break', () => {
    const mail = composeMail(stored({ subject: 'Bonjour\r\nBcc: x@y.example' }), route);
    const raw = mimeOf(mail);
    const headers = raw.split('\r\n\r\n')[0] ?? '';
    expect(headers).toMatch(/^From: \S+ <no-reply@company\.example>$/m);
    expect(headers).toMatch(/^To: <contact@company\.example>$/m);
    expect(headers).toMatch(/^Reply-To: <aina@example\.mg>$/m);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(raw).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(raw).toContain('Content-Transfer-Encoding: base64');
    const body = raw.slice(raw.indexOf('\r\n\r\n')).replace(/\s/g, '');
    expect(Buffer.from(body, 'base64').toString('utf8')).toBe(mail.text.replace(/\r?\n/g, '\r\n'));
    expect(parseMailbox('Company <no-reply@company.example>')).toEqual({
      name: 'Company',
      addr: 'no-reply@company.example',
    });
    expect(parseMailbox('inbox@company.example')).toEqual({ name: '', addr: 'inbox@company.example' });
  });
});
