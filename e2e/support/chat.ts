import { chatRequestRules, defaultChatModel } from '@company/contract/chat';
import type { Page } from '@playwright/test';

/** The chat widget as a visitor finds it on every page. */
export function chatWidget(page: Page) {
  const panel = page.getByRole('region', { name: 'Assistant Company' });
  const log = panel.getByRole('log', { name: 'Conversation' });
  return {
    launcher: page.getByRole('button', { name: /l’assistant$/ }),
    panel,
    status: panel.getByRole('status'),
    log,
    field: panel.getByRole('textbox', { name: 'Votre message' }),
    send: panel.getByRole('button', { name: 'Envoyer' }),
    /** The assistant's « is writing » indicator, read out to screen readers. */
    typing: log.getByText('L’assistant écrit…'),
    /** The visitor's messages: each bubble is announced as « Vous : ». */
    visitorMessages: log.getByText('Vous\u00a0:'),
  };
}

/** After this long without an answer the site gives up on the API and shows a prepared reply. */
export const chatTimeoutMs = chatRequestRules.timeoutMs;

/** The model asked for when VITE_CHAT_MODEL is not set. */
export { defaultChatModel };
