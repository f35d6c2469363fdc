import { create } from 'zustand';
import { validateContactForm, type ContactFormValues } from '../services/contactForm';

/** Simulated sending time of a contact message (spec: about 1.5 s). */
export const CONTACT_SEND_DELAY_MS = 1500;

export type ContactMessageStatus = 'unread' | 'read' | 'archived';

/** What the contact form sends; `company` is optional. */
export interface ContactMessageInput {
  name: string;
  email: string;
  company?: string;
  subject: string;
  message: string;
}

/** A message kept in memory: it never leaves the browser. */
export interface ContactMessage extends ContactMessageInput {
  /** Milliseconds since the epoch at creation, made unique within the session. */
  id: number;
  status: ContactMessageStatus;
  /** ISO 8601 timestamps. */
  created_at: string;
  updated_at: string;
}

export interface ContactStats {
  totalUsers: number;
  /** Count of the stored messages. */
  totalMessages: number;
  activeProjects: number;
}

export interface ContactState {
  messages: ContactMessage[];
  stats: ContactStats;
  /** Waits for the simulated sending time, then stores the message as unread. Rejects invalid input. */
  sendContactMessage: (input: ContactMessageInput) => Promise<ContactMessage>;
}

/** Raised when a message cannot be stored; the form shows its generic French error. */
export class ContactSendError extends Error {
  override name = 'ContactSendError';
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function toFormValues(input: ContactMessageInput): ContactFormValues {
  return {
    name: input.name,
    email: input.email,
    company: input.company ?? '',
    subject: input.subject,
    message: input.message,
  };
}

export const useContactStore = create<ContactState>()((set, get) => ({
  messages: [],
  stats: { totalUsers: 156, totalMessages: 0, activeProjects: 12 },

  sendContactMessage: async (input) => {
    await wait(CONTACT_SEND_DELAY_MS);
    // The form validates first; this guards any other caller, since the store is the last line.
    const errors = validateContactForm(toFormValues(input));
    if (Object.keys(errors).length > 0) {
      throw new ContactSendError(Object.values(errors).join(' '));
    }
    const now = Date.now();
    const lastId = get().messages.at(-1)?.id ?? 0;
    // Two messages within one millisecond would otherwise share an id.
    const id = Math.max(now, lastId + 1);
    const timestamp = new Date(now).toISOString();
    const company = input.company?.trim();
    const message: ContactMessage = {
      id,
      name: input.name.trim(),
      email: input.email.trim(),
      ...(company ? { company } : {}),
      subject: input.subject.trim(),
      message: input.message.trim(),
      status: 'unread',
      created_at: timestamp,
      updated_at: timestamp,
    };
    set((state) => {
      const messages = [...state.messages, message];
      return { messages, stats: { ...state.stats, totalMessages: messages.length } };
    });
    return message;
  },
}));
