import '@testing-library/jest-dom/vitest';
import { act, cleanup, getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteLocale } from '../../components/SiteLocale';
import { chatFailureReplies, chatStatusBeforeAnswer, chatWelcome } from '@company/contract/chatReplies';
import { ChatServiceError, type ChatResult } from '../../services/chat';
import { ChatWidget } from './ChatWidget';
import { createChatStore, type SendMessage } from './chatStore';
import { openChatEvent, requestOpenChat } from './events';

beforeAll(() => {
  // jsdom lays nothing out and has no element scrolling.
  if (!Reflect.has(Element.prototype, 'scrollTo')) Reflect.set(Element.prototype, 'scrollTo', () => {});
});

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function renderWidget(options: { configured?: boolean; sendMessage?: SendMessage } = {}) {
  const sendMessage = vi.fn<SendMessage>(
    options.sendMessage ?? (() => Promise.resolve({ success: true, source: 'ai', message: 'Réponse du modèle' })),
  );
  const store = createChatStore({ configured: options.configured ?? false, sendMessage });
  const user = userEvent.setup();
  render(<ChatWidget store={store} />, { wrapper: SiteLocale });
  return { user, store, sendMessage };
}

/** Compares texts as written: the default normaliser turns the French no-break spaces into spaces. */
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const launcher = (name: RegExp = /assistant/) => screen.getByRole('button', { name });
const field = () => screen.getByRole('textbox', { name: 'Votre message' });
const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('ChatWidget', () => {
  it('prerenders only the launcher, with the panel closed', () => {
    const store = createChatStore({ configured: false, sendMessage: vi.fn<SendMessage>() });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SiteLocale>
        <ChatWidget store={store} />
      </SiteLocale>,
    );
    const button = within(container).getByRole('button', { name: 'Ouvrir l’assistant' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('section')).toHaveAttribute('hidden');
  });

  it('opens in demonstration mode with its welcome message and status', async () => {
    const { user } = renderWidget({ configured: false });
    await user.click(launcher(/Ouvrir/));

    expect(launcher(/Fermer/)).toHaveAttribute('aria-expanded', 'true');
    // A visitor's words, never a setting's name.
    expect(screen.getByRole('status').textContent).toBe('Mode démo\u00a0: réponses préparées');
    expect(document.body).not.toHaveTextContent(/VITE_|configurez/);
    expect(within(log()).getByText(chatWelcome.demo, asWritten)).toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('claims « Assistant connecté » only once the model has answered', async () => {
    const { user } = renderWidget({ configured: true });
    await user.click(launcher(/Ouvrir/));
    expect(screen.getByRole('status').textContent).toBe(chatStatusBeforeAnswer);
    expect(within(log()).getByText(chatWelcome.unknown, asWritten)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/connecté|tout de suite/);

    await user.type(field(), 'Bonjour{Enter}');
    expect(await within(log()).findByText('Réponse du modèle')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Assistant connecté');
  });

  it('shows the demonstration mode once the chat API answers with a prepared reply', async () => {
    const { user } = renderWidget({
      configured: true,
      sendMessage: () =>
        Promise.resolve({
          success: true,
          source: 'fallback',
          message: 'Réponse préparée',
          error: new ChatServiceError('not-configured', 'no token'),
        }),
    });
    await user.click(launcher(/Ouvrir/));
    await user.type(field(), 'Bonjour{Enter}');
    expect(await within(log()).findByText('Réponse préparée')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Mode démo\u00a0: réponses préparées');
    expect(document.body).not.toHaveTextContent('Assistant connecté');
  });

  it('sends with Enter, shows the typing indicator and blocks a second send until the reply arrives', async () => {
    const pending = deferred<ChatResult>();
    const { user, sendMessage } = renderWidget({ configured: true, sendMessage: () => pending.promise });
    await user.click(launcher(/Ouvrir/));

    await user.type(field(), 'Bonjour{Shift>}{Enter}{/Shift}Vos tarifs\u00a0?');
    expect(field()).toHaveValue('Bonjour\nVos tarifs\u00a0?');
    await user.keyboard('{Enter}');

    expect(within(log()).getByText(/Vos tarifs/)).toBeInTheDocument();
    expect(within(log()).getByText('L’assistant écrit…')).toBeInTheDocument();
    expect(field()).toHaveValue('');

    await user.type(field(), 'Encore une question{Enter}');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(sendMessage).toHaveBeenCalledWith('Bonjour\nVos tarifs\u00a0?', []);

    await act(async () => {
      pending.resolve({ success: true, source: 'ai', message: 'Nos offres commencent à 299\u00a0€.' });
      await pending.promise;
    });

    expect(within(log()).getByText('Nos offres commencent à 299\u00a0€.', asWritten)).toBeInTheDocument();
    expect(within(log()).queryByText('L’assistant écrit…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('turns the status red and apologises when the service throws', async () => {
    const { user } = renderWidget({ configured: true, sendMessage: () => Promise.reject(new Error('offline')) });
    await user.click(launcher(/Ouvrir/));
    await user.type(field(), 'Bonjour{Enter}');

    expect(await within(log()).findByText(chatFailureReplies.unavailable, asWritten)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Assistant indisponible');
    expect(within(log()).queryByText('L’assistant écrit…')).not.toBeInTheDocument();
  });

  it('shows the technical-difficulty message when the service reports no success', async () => {
    const { user } = renderWidget({
      sendMessage: () => Promise.resolve({ success: false, error: new ChatServiceError('empty-message', 'empty') }),
    });
    await user.click(launcher(/Ouvrir/));
    await user.type(field(), 'Bonjour{Enter}');
    expect(await within(log()).findByText(chatFailureReplies.noSuccess, asWritten)).toBeInTheDocument();
  });

  it('renders replies as text, never as HTML', async () => {
    const { user } = renderWidget({
      sendMessage: () => Promise.resolve({ success: true, source: 'ai', message: '<img src=x onerror=alert(1)>' }),
    });
    await user.click(launcher(/Ouvrir/));
    await user.type(field(), 'Test{Enter}');
    expect(await within(log()).findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(log().querySelector('img')).toBeNull();
  });

  it('closes with Escape and returns focus to the launcher', async () => {
    const { user, store } = renderWidget();
    await user.click(launcher(/Ouvrir/));
    await user.keyboard('{Escape}');
    expect(store.getState().open).toBe(false);
    expect(launcher(/Ouvrir/)).toHaveFocus();
  });

  it(`opens on the « ${openChatEvent} » window event and moves focus to the field`, () => {
    const { store } = renderWidget();
    act(() => requestOpenChat());
    expect(store.getState().open).toBe(true);
    expect(launcher(/Fermer/)).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveFocus();

    field().blur();
    act(() => requestOpenChat());
    expect(field()).toHaveFocus();
  });
});
