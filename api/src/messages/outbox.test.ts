import { describe, expect, it } from 'vitest';
import type { MessageApiAccepted } from '@company/contract/messages';
import type { MailTransport, OutgoingMail } from './mail';
import { Outbox, type DeliveryLogEntry } from './outbox';
import { contactMessage, jsonHeaders, setUp } from './testing';

const minute = 60_000;

/** A mail server that refuses the first `failures` mails, then takes them. */
function flakyTransport(failures: number) {
  const sent: OutgoingMail[] = [];
  let calls = 0;
  const transport: MailTransport = {
    name: 'test',
    send(mail) {
      calls += 1;
      if (calls <= failures) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525'));
      sent.push(mail);
      return Promise.resolve();
    },
  };
  return { transport, sent, calls: () => calls };
}

describe('Outbox', () => {
  it('retries a message the mail server refused, with backoff, and sends it once', async () => {
    const { store, clock } = await setUp();
    const { transport, sent, calls } = flakyTransport(2);
    const log: DeliveryLogEntry[] = [];
    const outbox = new Outbox({
      store,
      transport,
      from: 'site@company.example',
      to: 'inbox@company.example',
      now: clock.now,
      logger: (entry) => log.push(entry),
    });
    const { id } = await store.add({ kind: 'contact', fields: contactMessage });

    expect(await outbox.deliver(id)).toBe(false);
    expect((await store.get(id))?.delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: '2026-11-28T09:01:00.000Z',
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    clock.advance(30_000);
    expect(await outbox.deliverDue()).toBe(0);
    expect(calls()).toBe(1);

    clock.advance(30_000);
    expect(await outbox.deliverDue()).toBe(0);
    expect((await store.get(id))?.delivery).toMatchObject({ attempts: 2, nextAttemptAt: '2026-11-28T09:06:00.000Z' });

    clock.advance(5 * minute);
    expect(await outbox.deliverDue()).toBe(1);
    expect((await store.get(id))?.delivery).toEqual({
      status: 'sent',
      attempts: 3,
      nextAttemptAt: null,
      lastError: null,
      sentAt: '2026-11-28T09:06:00.000Z',
    });
    clock.advance(24 * 60 * minute);
    expect(await outbox.deliverDue()).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'inbox@company.example', replyTo: contactMessage.email });
    expect(log.map((entry) => entry.event)).toEqual(['message_retry', 'message_retry', 'message_sent']);
    expect(JSON.stringify(log)).not.toContain(contactMessage.email);
  });

  it('gives up after the last attempt but keeps the message, marked failed', async () => {
    const { store, clock } = await setUp();
    const { transport, calls } = flakyTransport(Infinity);
    const outbox = new Outbox({
      store,
      transport,
      from: 'a@b.example',
      to: 'c@d.example',
      now: clock.now,
      maxAttempts: 4,
    });
    const { id } = await store.add({ kind: 'contact', fields: contactMessage });
    await outbox.deliver(id);
    for (const wait of [1, 5, 30]) {
      clock.advance(wait * minute);
      await outbox.deliverDue();
    }
    expect(calls()).toBe(4);
    expect((await store.get(id))?.delivery).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null });
    clock.advance(7 * 24 * 60 * minute);
    await outbox.deliverDue();
    expect(calls()).toBe(4);
    expect((await store.list({ offset: 0, limit: 10 })).total).toBe(1);
  });

  it('waits 2 h after the fourth failure and every 6 h after that', async () => {
    const { store, clock } = await setUp();
    const outbox = new Outbox({
      store,
      transport: flakyTransport(Infinity).transport,
      from: 'a@b.example',
      to: 'c@d.example',
      now: clock.now,
    });
    const { id } = await store.add({ kind: 'contact', fields: contactMessage });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      await outbox.deliverDue();
      const next = Date.parse((await store.get(id))?.delivery.nextAttemptAt ?? '');
      waits.push((next - clock.now()) / minute);
      clock.advance(next - clock.now());
    }
    expect(waits).toEqual([1, 5, 30, 120, 360, 360, 360]);
  });

  it('lets one sender only hold a message at a time', async () => {
    const { store, clock } = await setUp();
    let release: () => void = () => undefined;
    const sent: OutgoingMail[] = [];
    const slow: MailTransport = {
      name: 'slow',
      send: (mail) =>
        new Promise((resolve) => {
          release = () => {
            sent.push(mail);
            resolve();
          };
        }),
    };
    const options = { store, transport: slow, from: 'a@b.example', to: 'c@d.example', now: clock.now };
    const [first, second] = [new Outbox(options), new Outbox(options)];
    const { id } = await store.add({ kind: 'contact', fields: contactMessage });
    const delivering = first.deliver(id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await second.deliverDue()).toBe(0);
    release();
    expect(await delivering).toBe(true);
    expect(sent).toHaveLength(1);
  });
});

describe('a new message through the app', () => {
  it('is mailed in the background after the answer, and a stopped mail server loses nothing', async () => {
    const tasks: Promise<unknown>[] = [];
    const { transport, sent } = flakyTransport(1);
    const { app, store, clock } = await setUp({
      transport,
      env: { MAIL_TO: 'inbox@company.example', MAIL_FROM: 'Site <site@company.example>' },
      background: (_, task) => tasks.push(task),
    });
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify(contactMessage),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as MessageApiAccepted;
    expect(tasks).toHaveLength(1);
    await Promise.all(tasks);
    expect((await store.get(id))?.delivery.status).toBe('pending');
    clock.advance(minute);
    const outbox = new Outbox({
      store,
      transport,
      from: 'Site <site@company.example>',
      to: 'inbox@company.example',
      now: clock.now,
    });
    expect(await outbox.deliverDue()).toBe(1);
    expect(sent).toEqual([
      expect.objectContaining({ from: 'Site <site@company.example>', subject: `[Contact] ${contactMessage.subject}` }),
    ]);
    // A repeated submit mails nothing more.
    await app.request('/api/contact', { method: 'POST', headers: jsonHeaders, body: JSON.stringify(contactMessage) });
    expect(tasks).toHaveLength(1);
  });
});
