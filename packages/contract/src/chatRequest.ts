import { characterCount, chatLimits, type ChatHistoryMessage } from './chat';
import { formatNumber } from './format';
import { standardSchema } from './schema';

export type ChatRequestCheck = { ok: true; messages: ChatHistoryMessage[] } | { ok: false; message: string };

const roles: ReadonlySet<unknown> = new Set(['user', 'assistant']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const refuse = (message: string): ChatRequestCheck => ({ ok: false, message });

/**
 * The request body's schema: `{ messages: [{ role: 'user' | 'assistant', content: string }] }`,
 * 1 to 8 messages of 1 to 2 000 characters once trimmed, the visitor's question last, and no
 * other field (the context, the model and its settings are the server's). The messages come
 * back trimmed. Each refusal says in French what to change.
 */
export function checkChatRequest(body: unknown): ChatRequestCheck {
  if (!isRecord(body)) return refuse('Le corps de la requête doit être un objet JSON\u00a0: { "messages": [...] }.');
  const extra = Object.keys(body).find((key) => key !== 'messages');
  if (extra !== undefined) {
    return refuse(
      `Champ inattendu\u00a0: «\u00a0${extra.slice(0, 40)}\u00a0». Seul «\u00a0messages\u00a0» est accepté.`,
    );
  }
  const { messages } = body;
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > chatLimits.maxMessages) {
    return refuse(`Le champ «\u00a0messages\u00a0» doit être une liste de 1 à ${chatLimits.maxMessages} messages.`);
  }
  const checked: ChatHistoryMessage[] = [];
  for (const [index, message] of messages.entries()) {
    const place = `Le message n°\u00a0${index + 1}`;
    if (!isRecord(message)) return refuse(`${place} doit être un objet { "role", "content" }.`);
    const unknown = Object.keys(message).find((key) => key !== 'role' && key !== 'content');
    if (unknown !== undefined) {
      return refuse(`${place} a un champ inattendu\u00a0: «\u00a0${unknown.slice(0, 40)}\u00a0».`);
    }
    const { role, content } = message;
    if (!roles.has(role)) return refuse(`${place} doit avoir le rôle «\u00a0user\u00a0» ou «\u00a0assistant\u00a0».`);
    if (typeof content !== 'string') return refuse(`${place} doit avoir un texte («\u00a0content\u00a0»).`);
    const text = content.trim();
    if (text === '') return refuse(`${place} est vide.`);
    if (characterCount(text) > chatLimits.maxMessageLength) {
      return refuse(`${place} dépasse ${formatNumber(chatLimits.maxMessageLength)}\u00a0caractères.`);
    }
    checked.push({ role: role as ChatHistoryMessage['role'], content: text });
  }
  if (checked.at(-1)?.role !== 'user') {
    return refuse('Le dernier message doit être la question du visiteur (rôle «\u00a0user\u00a0»).');
  }
  return { ok: true, messages: checked };
}

/** `checkChatRequest` as a Standard Schema: the chat API's validator runs it; its one issue is the French refusal. */
export const chatRequestSchema = standardSchema((input) => {
  const check = checkChatRequest(input);
  return check.ok ? { ok: true, value: check.messages } : { ok: false, issues: [{ message: check.message }] };
});
