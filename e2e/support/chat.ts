import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

// The chat's constants, shared by the site and the chat API (site/src/config/chatRules.ts), read
// from the source: the module imports the site's data modules, written for Vite's resolution.
const chatConfigSource = readFileSync(
  join(import.meta.dirname, '..', '..', 'site', 'src', 'config', 'chatRules.ts'),
  'utf8',
);

/** A numeric setting of the chat configuration. */
function chatConfigNumber(name: string): number {
  const match = new RegExp(`\\b${name}: ([\\d_.]+),`).exec(chatConfigSource);
  const value = Number(match?.[1]?.replaceAll('_', ''));
  if (!Number.isFinite(value)) throw new Error(`site/src/config/chatRules.ts has no numeric ${name}`);
  return value;
}

/** After this long without an answer the site gives up on the API and shows a prepared reply. */
export const chatTimeoutMs = chatConfigNumber('timeoutMs');

/** The model asked for when VITE_CHAT_MODEL is not set, as site/src/config/chatRules.ts declares it. */
export const defaultChatModel = (() => {
  const model = /\bdefaultChatModel = '([^']+)'/.exec(chatConfigSource)?.[1];
  if (!model) throw new Error('site/src/config/chatRules.ts has no defaultChatModel');
  return model;
})();
