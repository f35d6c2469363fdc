import type { ChatMessage, ChatStatus } from '@company/ui';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isChatConfigured } from '../../config/chat';
import { chatFailureReplies, chatWelcome } from '@company/contract/chatReplies';
import type { ChatErrorKind, ChatHistoryMessage, ChatResult } from '../../services/chat';

/** A message of the conversation (spec §3): `isAI` tells a model reply from a prepared one. */
export interface ChatWidgetMessage extends ChatMessage {
  isAI: boolean;
}

/**
 * What the widget knows of the assistant: `unknown` until the first answer tells whether a model
 * replied (a build that calls the chat API cannot know whether the server holds a token), then the
 * panel's own statuses.
 */
export type ChatWidgetStatus = ChatStatus | 'unknown';

export interface ChatState {
  /** Whether the panel is open. */
  open: boolean;
  /** The conversation, oldest first; it starts with the welcome message once the panel opens. */
  messages: ChatWidgetMessage[];
  /** A reply is awaited. */
  isLoading: boolean;
  /** Not known yet, a model answers, demonstration mode, or an error on the last request. */
  status: ChatWidgetStatus;
  setOpen: (open: boolean) => void;
  /** Sends the visitor's message; ignored when blank or while a reply is awaited. */
  send: (text: string) => Promise<void>;
  /** Takes back the conversation kept for this tab by an earlier page, if any (after hydration). */
  restore: () => void;
}

export type SendMessage = (message: string, history: ChatHistoryMessage[]) => Promise<ChatResult>;

export interface ChatStoreOptions {
  /** Whether the model can be called; the build-time configuration by default. */
  configured?: boolean;
  /** Sends a message; by default the chat service, loaded on the first message. */
  sendMessage?: SendMessage;
  /** Clock of the message times (tests). */
  now?: () => Date;
  /** Where the conversation is kept between the pages of a visit; none keeps it in memory only. */
  storage?: Storage | null;
}

/** Key of the conversation in the tab's session storage: each page is a page load. */
export const CHAT_STORAGE_KEY = 'chat-conversation';

const statuses: readonly ChatWidgetStatus[] = ['unknown', 'online', 'demo', 'offline'];

type StoredMessage = Omit<ChatWidgetMessage, 'timestamp'> & { timestamp: string };

function isStoredMessage(value: unknown): value is StoredMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { id, content, isUser, isAI, timestamp } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof content === 'string' &&
    typeof isUser === 'boolean' &&
    typeof isAI === 'boolean' &&
    typeof timestamp === 'string' &&
    !Number.isNaN(Date.parse(timestamp))
  );
}

/** The kept conversation, or null; one that cannot be read is dropped: the chat starts afresh. */
function readConversation(storage: Storage): Pick<ChatState, 'messages' | 'status'> | null {
  try {
    const raw = storage.getItem(CHAT_STORAGE_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as { messages?: unknown; status?: unknown };
    const messages: unknown[] = Array.isArray(value.messages) ? value.messages : [];
    if (messages.length === 0 || !messages.every(isStoredMessage)) throw new Error('not a conversation');
    const status = statuses.find((known) => known === value.status) ?? 'unknown';
    return { messages: messages.map((message) => ({ ...message, timestamp: new Date(message.timestamp) })), status };
  } catch {
    try {
      storage.removeItem(CHAT_STORAGE_KEY);
    } catch {
      // Storage refused altogether: nothing to drop.
    }
    return null;
  }
}

/** The tab's session storage, when the browser gives access to it. */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const welcomeMessageId = 'welcome';

// The service and its prepared replies are only needed once the visitor writes: they stay out
// of the code every page loads.
const sendWithService: SendMessage = async (message, history) => {
  const { sendChatMessage } = await import('../../services/chat');
  return sendChatMessage(message, history);
};

/**
 * Welcome message: the demonstration's when the build makes no call, otherwise one that promises
 * nothing a prepared reply could not keep, since the first answer alone tells who replies.
 */
export function welcomeText(configured: boolean): string {
  return configured ? chatWelcome.unknown : chatWelcome.demo;
}

/** A chat store; the widget uses the shared one, tests build their own. */
export function createChatStore({
  configured = isChatConfigured(),
  sendMessage = sendWithService,
  now = () => new Date(),
  storage = null,
}: ChatStoreOptions = {}): StoreApi<ChatState> {
  let sequence = 0;
  // Ids and times are made in event handlers only, never during a render, so hydration matches.
  const message = (content: string, author: 'user' | 'ai' | 'assistant'): ChatWidgetMessage => {
    const timestamp = now();
    sequence += 1;
    return {
      id: `${author}-${timestamp.getTime()}-${sequence}`,
      content,
      isUser: author === 'user',
      isAI: author === 'ai',
      timestamp,
    };
  };
  const initialStatus: ChatWidgetStatus = configured ? 'unknown' : 'demo';

  const store = createStore<ChatState>()((set, get) => ({
    open: false,
    messages: [],
    isLoading: false,
    status: initialStatus,

    setOpen: (open) => {
      if (open && get().messages.length === 0) {
        const welcome = { ...message(welcomeText(configured), 'assistant'), id: welcomeMessageId };
        set({ open, messages: [welcome] });
        return;
      }
      set({ open });
    },

    send: async (text) => {
      const content = text.trim();
      if (!content || get().isLoading) return;
      const history = toHistory(get().messages);
      set((state) => ({ messages: [...state.messages, message(content, 'user')], isLoading: true }));

      let reply: ChatWidgetMessage;
      let status: ChatWidgetStatus;
      try {
        const result = await sendMessage(content, history);
        if (!result.success) {
          reply = message(chatFailureReplies.noSuccess, 'assistant');
          status = 'offline';
        } else if (result.source === 'ai') {
          reply = message(result.message, 'ai');
          status = 'online';
        } else {
          reply = message(result.message, 'assistant');
          status = statusAfterFallback(result.error.kind, get().status);
          if (status === 'offline') reportInDev(result.error);
        }
      } catch (error) {
        reply = message(chatFailureReplies.unavailable, 'assistant');
        status = 'offline';
        reportInDev(error);
      }
      set((state) => ({ messages: [...state.messages, reply], isLoading: false, status }));
    },

    restore: () => {
      const kept = storage ? readConversation(storage) : null;
      if (kept && kept.messages.length > get().messages.length) set(kept);
    },
  }));

  // Every change of the conversation is kept for the visit's next pages.
  store.subscribe(({ messages, status }, previous) => {
    if (!storage || (messages === previous.messages && status === previous.status) || messages.length === 0) return;
    try {
      storage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ messages, status }));
    } catch {
      // Storage full or refused: the conversation lasts as long as the page.
    }
  });
  return store;
}

/**
 * The status after a prepared reply. Without a token the prepared replies are the demonstration
 * mode, not an error, whether the widget made no call or the chat API answered for want of a
 * token; a request to wait leaves the status as it was; anything else is a failure.
 */
function statusAfterFallback(kind: ChatErrorKind, current: ChatWidgetStatus): ChatWidgetStatus {
  if (kind === 'missing-token' || kind === 'not-configured') return 'demo';
  if (kind === 'rate-limited') return current;
  return 'offline';
}

/** The conversation as the API reads it, without the welcome message. */
function toHistory(messages: readonly ChatWidgetMessage[]): ChatHistoryMessage[] {
  return messages
    .filter(({ id }) => id !== welcomeMessageId)
    .map(({ isUser, content }) => ({ role: isUser ? 'user' : 'assistant', content }));
}

/** Visitors see a French reply; a developer setting up the token also needs the cause. */
function reportInDev(error: unknown) {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.warn('[chat]', error);
}

/** The store of the widget on every page, its conversation kept for the tab's next pages. */
export const chatStore = createChatStore({ storage: sessionStore() });
