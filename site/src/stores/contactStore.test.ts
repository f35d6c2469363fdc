import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SEND_DELAY_MS, ContactSendError, useContactStore, type ContactMessageInput } from './contactStore';

const input: ContactMessageInput = {
  name: 'Hery Rakoto',
  email: 'hery@exemple.mg',
  company: 'Rakoto Import',
  subject: 'Demande de devis',
  message: 'Bonjour, je souhaite un site vitrine.',
};

describe('contact store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-14T09:30:00.000Z'));
    useContactStore.setState(useContactStore.getInitialState(), true);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the local stats and no message', () => {
    const { messages, stats } = useContactStore.getState();
    expect(messages).toEqual([]);
    expect(stats).toEqual({ totalUsers: 156, totalMessages: 0, activeProjects: 12 });
  });

  it('stores nothing before the 1.5 s sending delay has passed', async () => {
    const sent = useContactStore.getState().sendContactMessage(input);
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS - 1);
    expect(useContactStore.getState().messages).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(useContactStore.getState().messages).toHaveLength(1);
  });

  it('stores the message as unread, with an id and timestamps taken from the time', async () => {
    const sent = useContactStore.getState().sendContactMessage(input);
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS);
    const message = await sent;

    const sentAt = new Date('2025-03-14T09:30:01.500Z');
    expect(message).toEqual({
      ...input,
      id: sentAt.getTime(),
      status: 'unread',
      created_at: sentAt.toISOString(),
      updated_at: sentAt.toISOString(),
    });
    expect(useContactStore.getState().messages).toEqual([message]);
  });

  it('counts the stored messages and gives each one its own id', async () => {
    const first = useContactStore.getState().sendContactMessage(input);
    const second = useContactStore.getState().sendContactMessage({ ...input, company: undefined });
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS);
    const [a, b] = await Promise.all([first, second]);

    expect(a.id).not.toBe(b.id);
    expect(b).not.toHaveProperty('company');
    expect(useContactStore.getState().stats).toEqual({ totalUsers: 156, totalMessages: 2, activeProjects: 12 });
  });

  it('trims what the visitor typed', async () => {
    const sent = useContactStore.getState().sendContactMessage({ ...input, name: '  Hery  ', company: '   ' });
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS);
    const message = await sent;
    expect(message.name).toBe('Hery');
    expect(message).not.toHaveProperty('company');
  });

  it('rejects a message with a missing required field and stores nothing', async () => {
    const sent = useContactStore.getState().sendContactMessage({ ...input, email: 'pas-une-adresse' });
    const outcome = expect(sent).rejects.toBeInstanceOf(ContactSendError);
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS);
    await outcome;
    expect(useContactStore.getState().messages).toHaveLength(0);
    expect(useContactStore.getState().stats.totalMessages).toBe(0);
  });
});
