import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageApiAccepted } from '@company/contract/messages';
import type { MailTransport, OutgoingMail } from './mail';
import { closeNodeMessages, createNodeMessagesApp, nodeMessages, startMessageDelivery } from './node';
import { contactMessage, jsonHeaders } from './testing';

const folders: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  closeNodeMessages();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir() {
  const folder = mkdtempSync(join(tmpdir(), 'messages-node-'));
  folders.push(folder);
  return join(folder, 'data');
}

describe('messages on Node', () => {
  it('stores in DATA_DIR and retries on the timer until a mail server that was down takes the message', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T09:00:00.000Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const env = { DATA_DIR: dataDir(), MAIL_TO: 'inbox@company.example' };
    const sent: OutgoingMail[] = [];
    let calls = 0;
    const transport: MailTransport = {
      name: 'test',
      send(mail) {
        calls += 1;
        if (calls <= 2) return Promise.reject(new Error('connect ECONNREFUSED'));
        sent.push(mail);
        return Promise.resolve();
      },
    };
    const tasks: Promise<unknown>[] = [];
    const app = createNodeMessagesApp({
      env,
      transport,
      logger: () => undefined,
      background: (_, task) => tasks.push(task),
    });
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify(contactMessage),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as MessageApiAccepted;
    await Promise.all(tasks);
    expect(calls).toBe(1);

    const stop = await startMessageDelivery(env, { transport, logger: () => undefined });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'inbox@company.example', replyTo: contactMessage.email });
    stop();

    // A restart finds the message and its state in the same file.
    closeNodeMessages();
    const reopened = await nodeMessages(env).store();
    expect((await reopened.get(id))?.delivery).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('retries a sign-in link on the timer, until the link expires', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T09:00:00.000Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const env = { DATA_DIR: dataDir(), ADMIN_EMAILS: 'equipe@company.example' };
    const sent: OutgoingMail[] = [];
    let down = true;
    const transport: MailTransport = {
      name: 'test',
      send: (mail) => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : (sent.push(mail), Promise.resolve())),
    };
    const tasks: Promise<unknown>[] = [];
    const app = createNodeMessagesApp({
      env,
      transport,
      logger: () => undefined,
      background: (_, task) => tasks.push(task),
    });
    const asked = () =>
      app.request('https://www.company.example/api/admin/session/link', {
        method: 'POST',
        headers: { ...jsonHeaders, Origin: 'https://www.company.example' },
        body: JSON.stringify({ email: 'equipe@company.example' }),
      });
    expect((await asked()).status).toBe(202);
    await Promise.all(tasks.splice(0));
    const stop = await startMessageDelivery(env, { transport, logger: () => undefined });
    down = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent.map((mail) => mail.to)).toEqual(['equipe@company.example']);
    expect(sent[0]?.text).toContain('https://www.company.example/api/admin/session/verify?token=');

    // A link whose mail could not leave within its 15 minutes is never sent.
    down = true;
    await asked();
    await Promise.all(tasks.splice(0));
    await vi.advanceTimersByTimeAsync(16 * 60_000);
    down = false;
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(sent).toHaveLength(1);
    stop();
  });

  it('only stores, and says how to read the messages, without SMTP_HOST', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const env = { DATA_DIR: dataDir() };
    const stop = await startMessageDelivery(env);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('npm run messages -w api'));
    expect(nodeMessages(env).transport).toBeUndefined();
    stop();
  });
});
