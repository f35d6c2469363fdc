import { describe, expect, it } from 'vitest';
import { readMessagesSettings } from './settings';

describe('readMessagesSettings', () => {
  it('has working defaults: stored in ./data, mailed nowhere, the site’s address as recipient', () => {
    expect(readMessagesSettings({})).toEqual({
      dataDir: './data',
      adminToken: undefined,
      adminEmails: new Set(),
      sessionIdleMs: 3_600_000,
      sessionMaxMs: 43_200_000,
      signInPerMinute: 5,
      signInPerDay: 30,
      siteOrigin: 'https://www.company.example',
      mailTo: 'contact@company.example',
      mailFrom: 'Company <no-reply@company.example>',
      smtp: undefined,
      perMinute: 5,
      perDay: 30,
      maxAttempts: 12,
      retryDelaysMs: [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000],
      pollIntervalMs: 30_000,
    });
  });

  it('reads SMTP with the port its TLS mode implies', () => {
    expect(readMessagesSettings({ SMTP_HOST: 'smtp.example.mg' }).smtp).toEqual({
      host: 'smtp.example.mg',
      port: 587,
      secure: false,
      user: undefined,
      pass: undefined,
    });
    expect(
      readMessagesSettings({ SMTP_HOST: 'smtp.example.mg', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p' }).smtp,
    ).toEqual({ host: 'smtp.example.mg', port: 465, secure: true, user: 'u', pass: 'p' });
  });

  it('reads shorter retries, as a test or an impatient operator sets them', () => {
    const settings = readMessagesSettings({ MAIL_RETRY_SECONDS: '1, 2', MAIL_POLL_SECONDS: '1' });
    expect(settings.retryDelaysMs).toEqual([1_000, 2_000]);
    expect(settings.pollIntervalMs).toBe(1_000);
  });

  it('reads the staff in any case and with any separator, and the origin their links point at', () => {
    const settings = readMessagesSettings({
      ADMIN_EMAILS: ' Equipe@Company.example,autre@company.example ; tiers@company.example ',
      SITE_ORIGIN: 'http://127.0.0.1:4174/fr/',
    });
    expect([...settings.adminEmails]).toEqual([
      'equipe@company.example',
      'autre@company.example',
      'tiers@company.example',
    ]);
    expect(settings.siteOrigin).toBe('http://127.0.0.1:4174');
  });

  it('refuses settings that are wrong rather than guess', () => {
    expect(() => readMessagesSettings({ ADMIN_EMAILS: 'equipe@company.example, Équipe <x@y.example>' })).toThrow(
      /ADMIN_EMAILS/,
    );
    expect(() => readMessagesSettings({ SITE_ORIGIN: 'www.company.example' })).toThrow(/SITE_ORIGIN/);
    expect(() => readMessagesSettings({ MAIL_TO: 'a@b.example\r\nBcc: c@d.example' })).toThrow(/MAIL_TO/);
    expect(() => readMessagesSettings({ MAIL_TO: 'a@b.example, c@d.example' })).toThrow(/MAIL_TO/);
    expect(() => readMessagesSettings({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(() => readMessagesSettings({ MESSAGE_RATE_LIMIT_PER_MINUTE: 'five' })).toThrow(/whole number/);
    expect(() => readMessagesSettings({ MAIL_RETRY_SECONDS: '60,0' })).toThrow(/MAIL_RETRY_SECONDS/);
  });
});
