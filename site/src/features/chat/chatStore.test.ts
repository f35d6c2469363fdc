import { describe, expect, it, vi } from 'vitest';
import { chatFailureReplies, chatWelcome } from '@company/contract/chatReplies';
import { ChatServiceError, type ChatResult } from '../../services/chat';
import { CHAT_STORAGE_KEY, createChatStore, type SendMessage } from './chatStore';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const aiReply = (message: string): ChatResult => ({ success: true, source: 'ai', message });
const fallback = (message: string, kind: ChatServiceError['kind']): ChatResult => ({
  success: true,
  source: 'fallback',
  message,
  error: new ChatServiceError(kind, 'failure'),
});

const fixedNow = () => new Date('2025-03-14T06:30:00Z');

function setup(options: { configured?: boolean; sendMessage?: SendMessage } = {}) {
  const sendMessage = vi.fn<SendMessage>(options.sendMessage ?? (() => Promise.resolve(aiReply('Réponse'))));
  const store = createChatStore({ configured: options.configured ?? true, sendMessage, now: fixedNow });
  return { store, sendMessage, state: () => store.getState() };
}

const contents = (store: ReturnType<typeof setup>['store']) =>
  store.getState().messages.map((message) => message.content);

describe('chat store', () => {
  it('starts closed and empty, in demonstration mode or, when it calls an API, not knowing yet who answers', () => {
    expect(setup({ configured: true }).state()).toMatchObject({
      open: false,
      messages: [],
      isLoading: false,
      status: 'unknown',
    });
    expect(setup({ configured: false }).state().status).toBe('demo');
  });

  it('greets with the welcome message of the mode on first opening, once', () => {
    const demo = setup({ configured: false });
    demo.state().setOpen(true);
    expect(contents(demo.store)).toEqual([chatWelcome.demo]);
    demo.state().setOpen(false);
    demo.state().setOpen(true);
    expect(contents(demo.store)).toEqual([chatWelcome.demo]);

    const ai = setup({ configured: true });
    ai.state().setOpen(true);
    expect(ai.state().open).toBe(true);
    expect(contents(ai.store)).toEqual([chatWelcome.unknown]);
    expect(ai.state().messages[0]).toMatchObject({ isUser: false, isAI: false, timestamp: fixedNow() });
  });

  it('shows the visitor’s message at once, waits, then appends the AI reply and clears the loading flag', async () => {
    const pending = deferred<ChatResult>();
    const { store, sendMessage, state } = setup({ sendMessage: () => pending.promise });
    state().setOpen(true);

    const sending = state().send('  Bonjour  ');
    expect(contents(store)).toEqual([chatWelcome.unknown, 'Bonjour']);
    expect(state().status).toBe('unknown');
    expect(state().isLoading).toBe(true);
    expect(sendMessage).toHaveBeenCalledWith('Bonjour', []);

    pending.resolve(aiReply('Bonjour, comment puis-je vous aider\u00a0?'));
    await sending;

    expect(state().isLoading).toBe(false);
    expect(state().status).toBe('online');
    expect(state().messages.at(-1)).toMatchObject({
      content: 'Bonjour, comment puis-je vous aider\u00a0?',
      isUser: false,
      isAI: true,
    });
  });

  it('sends the earlier conversation as history, without the welcome message', async () => {
    const { sendMessage, state } = setup({
      sendMessage: (message) => Promise.resolve(aiReply(`Re\u00a0: ${message}`)),
    });
    state().setOpen(true);
    await state().send('Un');
    await state().send('Deux');

    expect(sendMessage).toHaveBeenLastCalledWith('Deux', [
      { role: 'user', content: 'Un' },
      { role: 'assistant', content: 'Re\u00a0: Un' },
    ]);
  });

  it('ignores a second message while a reply is awaited, and a blank one', async () => {
    const pending = deferred<ChatResult>();
    const { store, sendMessage, state } = setup({ sendMessage: () => pending.promise });

    const first = state().send('Premier');
    await state().send('Second');
    await state().send('   ');
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(contents(store)).toEqual(['Premier']);

    pending.resolve(aiReply('Réponse'));
    await first;
    await state().send('   ');
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(contents(store)).toEqual(['Premier', 'Réponse']);
  });

  it('keeps the demonstration status for prepared replies without a token', async () => {
    const { state } = setup({
      configured: false,
      sendMessage: () => Promise.resolve(fallback('Nos tarifs', 'missing-token')),
    });
    await state().send('Tarifs');
    expect(state()).toMatchObject({ isLoading: false, status: 'demo' });
    expect(state().messages.at(-1)).toMatchObject({ content: 'Nos tarifs', isAI: false });
  });

  it('turns to the demonstration status when the chat API answers with a prepared reply for want of a token', async () => {
    const { state } = setup({
      configured: true,
      sendMessage: () => Promise.resolve(fallback('Nos tarifs', 'not-configured')),
    });
    expect(state().status).toBe('unknown');
    await state().send('Tarifs');
    expect(state()).toMatchObject({ isLoading: false, status: 'demo' });
    expect(state().messages.at(-1)).toMatchObject({ content: 'Nos tarifs', isAI: false });
  });

  it('asks to wait on a rate limit without changing the status', async () => {
    const sendMessage = vi
      .fn<SendMessage>()
      .mockResolvedValueOnce(aiReply('Réponse du modèle'))
      .mockResolvedValueOnce(fallback('Merci de patienter', 'rate-limited'));
    const { state } = setup({ sendMessage });
    await state().send('Bonjour');
    await state().send('Encore');
    expect(state()).toMatchObject({ isLoading: false, status: 'online' });
    expect(state().messages.at(-1)?.content).toBe('Merci de patienter');
  });

  it('still claims nothing when a rate limit answers the first question', async () => {
    const { state } = setup({ sendMessage: () => Promise.resolve(fallback('Merci de patienter', 'rate-limited')) });
    await state().send('Bonjour');
    expect(state()).toMatchObject({ isLoading: false, status: 'unknown' });
  });

  it('shows the prepared reply and the error status when the API fails, and recovers on the next answer', async () => {
    const sendMessage = vi
      .fn<SendMessage>()
      .mockResolvedValueOnce(fallback('Réponse préparée', 'timeout'))
      .mockResolvedValueOnce(aiReply('Réponse du modèle'));
    const { state } = setup({ sendMessage });

    await state().send('Bonjour');
    expect(state()).toMatchObject({ isLoading: false, status: 'offline' });
    expect(state().messages.at(-1)?.content).toBe('Réponse préparée');

    await state().send('Encore');
    expect(state()).toMatchObject({ isLoading: false, status: 'online' });
  });

  it('apologises for a technical difficulty when the service reports no success', async () => {
    const { state } = setup({
      sendMessage: () => Promise.resolve({ success: false, error: new ChatServiceError('empty-message', 'empty') }),
    });
    await state().send('Bonjour');
    expect(state()).toMatchObject({ isLoading: false, status: 'offline' });
    expect(state().messages.at(-1)?.content).toBe(chatFailureReplies.noSuccess);
  });

  it('points to the contact form when the service throws, never leaving the loading flag on', async () => {
    const { state } = setup({ sendMessage: () => Promise.reject(new Error('chunk failed to load')) });
    await state().send('Bonjour');
    expect(state()).toMatchObject({ isLoading: false, status: 'offline' });
    expect(state().messages.at(-1)?.content).toBe(chatFailureReplies.unavailable);
    expect(chatFailureReplies.unavailable).toContain('service temporairement indisponible');
    expect(chatFailureReplies.unavailable).toContain('formulaire');
  });

  it('gives every message its own id', async () => {
    const { state } = setup();
    state().setOpen(true);
    await state().send('Un');
    await state().send('Un');
    const ids = state().messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the conversation across the pages of a visit', () => {
  const reply: SendMessage = () =>
    Promise.resolve({ success: true, source: 'ai', message: 'Bonjour, que puis-je faire ?' });

  it('is kept for the next page, which takes it back once its widget is there', async () => {
    sessionStorage.clear();
    const first = createChatStore({ configured: true, sendMessage: reply, storage: sessionStorage });
    first.getState().setOpen(true);
    await first.getState().send('Avez-vous un service client le week-end ?');

    const next = createChatStore({ configured: true, sendMessage: reply, storage: sessionStorage });
    // The server's markup has no conversation: the next page starts empty, as it was served.
    expect(next.getState().messages).toEqual([]);
    next.getState().restore();
    expect(next.getState().messages.map(({ content }) => content)).toEqual(
      first.getState().messages.map(({ content }) => content),
    );
    expect(next.getState().messages[1]?.timestamp).toBeInstanceOf(Date);
    expect(next.getState().status).toBe('online');
  });

  it('starts afresh, without a word, when what was kept cannot be read', () => {
    sessionStorage.setItem(CHAT_STORAGE_KEY, '{"messages":[{"content":42}]}');
    const store = createChatStore({ configured: true, sendMessage: reply, storage: sessionStorage });
    store.getState().restore();
    expect(store.getState().messages).toEqual([]);
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });
});
