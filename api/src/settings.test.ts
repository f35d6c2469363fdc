import { describe, expect, it } from 'vitest';
import { readMessagesSettings } from './settings';

describe('readMessagesSettings', () => {
  it('has working defaults: stored in ./data, mailed nowhere, the site’s address as recipient', () => {
    expect(readMessagesSettings({})).toEqual({
      dataDir: './data',
      adminToken: undefined,
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

  it('refuses settings that are wrong rather than guess', () => {
    expect(() => readMessagesSettings({ MAIL_TO: 'a@b.example\r\nBcc: c@d.example' })).toThrow(/MAIL_TO/);
    expect(() => readMessagesSettings({ MAIL_TO: 'a@b.example, c@d.example' })).toThrow(/MAIL_TO/);
    expect(() => readMessagesSettings({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(() => readMessagesSettings({ MESSAGE_RATE_LIMIT_PER_MINUTE: 'five' })).toThrow(/whole number/);
    expect(() => readMessagesSettings({ MAIL_RETRY_SECONDS: '60,0' })).toThrow(/MAIL_RETRY_SECONDS/);
  });
});
