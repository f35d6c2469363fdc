// The company's inbox, as the staff's screens (site) and the server (api/) share it: the endpoints,
// the statuses and their French labels, the list's filters as they travel in a URL, the answers'
// shapes, and every French message of the sign-in and the inbox. Reads no environment.
import type { MessageKind } from './messages';
import { isValidEmail } from './email';
import { formatDate } from './format';
import { standardSchema, type CheckResult } from './schema';

/** Where the sign-in and the inbox answer, on the site's own origin. */
export const inboxEndpoints = {
  /** POST `{ email }`: mails a sign-in link if the address is a staff member's; 202 either way. */
  signInLink: '/api/admin/session/link',
  /** GET `?token=`: the page the mailed link opens, whose button posts the token to `session`. */
  verify: '/api/admin/session/verify',
  /** GET: who is signed in (401 when nobody); POST `{ token }`: opens a session; DELETE: signs out. */
  session: '/api/admin/session',
  /** POST (a form's sign-out button): signs out, then back to the sign-in page. */
  signOut: '/api/admin/session/sign-out',
  /** GET `?…filters`: a page of messages. POST `{ ids, status }`: changes the status of several. */
  messages: '/api/admin/inbox/messages',
  /** GET `?…filters`: the filtered list as CSV. */
  export: '/api/admin/inbox/export.csv',
} as const;

/** GET: one message and its history; PATCH `{ status }`: changes its status; DELETE: erases it. */
export const inboxMessagePath = (id: string) => `${inboxEndpoints.messages}/${encodeURIComponent(id)}`;

/** Where the staff land once signed in, and where a refused or ended session sends them. */
export const inboxPages = { home: '/fr/app/admin/', signIn: '/fr/app/admin/' } as const;

/** How long a mailed link opens a session, in minutes. */
export const signInLinkMinutes = 15;

/** Where a message stands in the company's handling of it (not its mail delivery). */
export const inboxStatuses = ['new', 'in_progress', 'answered', 'archived', 'spam'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

export const inboxStatusLabels: Record<InboxStatus, string> = {
  new: 'Nouveau',
  in_progress: 'En cours',
  answered: 'Répondu',
  archived: 'Archivé',
  spam: 'Indésirable',
};

export const inboxKindLabels: Record<MessageKind, string> = { contact: 'Contact', support: 'Support' };

/** Whether the company's mail reached its inbox (the outbox's state). */
export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'Envoi en attente',
  sent: 'Transmis par e-mail',
  failed: 'Envoi échoué',
};

export const inboxLimits = {
  /** Messages on one page by default, and at most. */
  pageSize: 25,
  maxPageSize: 100,
  /** Characters of a text search. */
  maxQueryLength: 200,
  /** Messages one bulk change may name. */
  maxBulk: 500,
  /** Rows of one CSV export. */
  maxExport: 50_000,
} as const;

/**
 * The list's filters, as they stand in the screen's URL and in the API's query string: the same
 * names, so that the screen passes its own search parameters on. Every one is optional.
 */
export interface InboxFilters {
  /** The form the message came from. */
  kind?: MessageKind;
  /** One or more statuses (`status=new&status=in_progress`, or comma-separated). */
  status?: InboxStatus[];
  /** First day included, `YYYY-MM-DD`, in UTC. */
  from?: string;
  /** Last day included, `YYYY-MM-DD`, in UTC. */
  to?: string;
  /** Words all found, each as a word's start, in the name, address, company, subject or text. */
  q?: string;
}

export interface InboxListQuery extends InboxFilters {
  /** From 1. */
  page: number;
  /** Messages on a page, 1 to `inboxLimits.maxPageSize`. */
  limit: number;
}

/** A message as the list shows it. */
export interface InboxMessageSummary {
  id: string;
  kind: MessageKind;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  /** Support form only: `low`, `normal`, `high` or `urgent`. */
  priority: string | null;
  /** The text's first 160 characters, on one line. */
  excerpt: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  status: InboxStatus;
  delivery: DeliveryStatus;
}

/** GET `inboxEndpoints.messages`. */
export interface InboxListResponse {
  messages: InboxMessageSummary[];
  page: number;
  limit: number;
  /** Messages matching the filters, on every page. */
  total: number;
  pages: number;
}

/** One change in a message's handling. */
export interface InboxEvent {
  /** ISO 8601, UTC. */
  at: string;
  /** The staff member's address, or `ADMIN_TOKEN` for a script. */
  actor: string;
  type: 'status';
  from: InboxStatus;
  to: InboxStatus;
}

/** A message with everything known of it: as the server stores it, and as the inbox shows it. */
export interface InboxMessage extends Omit<InboxMessageSummary, 'excerpt' | 'delivery'> {
  message: string;
  delivery: {
    status: DeliveryStatus;
    /** Failed attempts so far (a sent message counts the one that worked too). */
    attempts: number;
    /** When the outbox tries next; null once sent or failed. */
    nextAttemptAt: string | null;
    lastError: string | null;
    sentAt: string | null;
  };
}

/** GET, and PATCH's answer, of `inboxMessagePath(id)`: the history oldest first. */
export interface InboxMessageResponse {
  message: InboxMessage;
  history: InboxEvent[];
}

/** POST `inboxEndpoints.messages`: how many messages changed status (those already in it do not). */
export interface InboxBulkResponse {
  updated: number;
}

/** GET `inboxEndpoints.session`, and POST's JSON answer. */
export interface StaffSession {
  email: string;
  /** When the session ends whatever happens, ISO 8601. */
  expiresAt: string;
  /** When it ends if unused meanwhile. */
  idleExpiresAt: string;
}

/** POST `inboxEndpoints.signInLink`'s answer, the same for every address. */
export interface SignInLinkResponse {
  message: string;
}

export type InboxApiErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'origin_not_allowed'
  | 'link_invalid'
  | 'link_expired'
  | 'link_used'
  | 'rate_limited'
  | 'not_found'
  | 'method_not_allowed'
  | 'storage_unavailable'
  | 'internal_error';

export interface InboxApiError {
  error: { code: InboxApiErrorCode; message: string };
}

/** Every French sentence the sign-in and the inbox's answers carry. */
export const inboxCopy = {
  linkSent: `Si cette adresse est celle d’un membre de l’équipe, un lien de connexion vient d’y être envoyé. Il est valable ${signInLinkMinutes}\u00a0minutes et ne sert qu’une fois.`,
  mailSubject: 'Votre lien de connexion à la boîte de réception',
  verifyTitle: 'Connexion à la boîte de réception',
  verifyText: 'Confirmez la connexion sur cet appareil.',
  verifyButton: 'Se connecter',
  refusedTitle: 'Lien de connexion refusé',
  retryLabel: 'Demander un nouveau lien',
  errors: {
    invalid_request: 'La requête contient des erreurs.',
    unauthorized: 'Connectez-vous pour accéder à la boîte de réception.',
    origin_not_allowed: 'Cette action ne peut venir que du site lui-même.',
    link_invalid: 'Ce lien de connexion n’est pas valide. Demandez-en un nouveau.',
    link_expired: `Ce lien de connexion a expiré (il est valable ${signInLinkMinutes}\u00a0minutes). Demandez-en un nouveau.`,
    link_used: 'Ce lien de connexion a déjà servi. Demandez-en un nouveau.',
    rate_limited: 'Trop de tentatives en peu de temps. Patientez quelques minutes avant de réessayer.',
    not_found: 'Ce message n’existe pas ou a été effacé.',
    method_not_allowed: 'Méthode non autorisée.',
    storage_unavailable: 'Le stockage des messages est indisponible. Réessayez dans un moment.',
    internal_error: 'Une erreur est survenue.',
  } satisfies Record<InboxApiErrorCode, string>,
  emailRequired: 'Saisissez votre adresse e-mail professionnelle.',
  emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
  statusInvalid: `Le statut doit être l’un de\u00a0: ${inboxStatuses.join(', ')}.`,
  idsInvalid: `Indiquez de 1 à ${inboxLimits.maxBulk} identifiants de messages.`,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refuse = <T>(message: string): CheckResult<T> => ({ ok: false, issues: [{ message }] });

export const isInboxStatus = (value: unknown): value is InboxStatus =>
  typeof value === 'string' && (inboxStatuses as readonly string[]).includes(value);

/** `{ email }`: the address, trimmed and in lower case. */
export const signInLinkSchema = standardSchema<{ email: string }>((input) => {
  const raw = isRecord(input) ? input.email : undefined;
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (email === '') return refuse(inboxCopy.emailRequired);
  if (email.length > 254 || !isValidEmail(email)) return refuse(inboxCopy.emailInvalid);
  return { ok: true, value: { email } };
});

/** `{ token }`: the mailed link's token, 43 characters of base64url. */
export const sessionTokenSchema = standardSchema<{ token: string }>((input) => {
  const token = isRecord(input) ? input.token : undefined;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return refuse(inboxCopy.errors.link_invalid);
  return { ok: true, value: { token } };
});

/** `{ status }`: one status change. */
export const statusChangeSchema = standardSchema<{ status: InboxStatus }>((input) => {
  const status = isRecord(input) ? input.status : undefined;
  return isInboxStatus(status) ? { ok: true, value: { status } } : refuse(inboxCopy.statusInvalid);
});

/** `{ ids, status }`: one status for several messages. */
export const bulkStatusSchema = standardSchema<{ ids: string[]; status: InboxStatus }>((input) => {
  if (!isRecord(input)) return refuse(inboxCopy.idsInvalid);
  const { ids, status } = input;
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > inboxLimits.maxBulk ||
    !ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64)
  )
    return refuse(inboxCopy.idsInvalid);
  if (!isInboxStatus(status)) return refuse(inboxCopy.statusInvalid);
  return { ok: true, value: { ids: [...new Set(ids as string[])], status } };
});

const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The list's query string (each name's value, or values when it is repeated), checked: unknown
 * names are ignored, so that the screen can keep its own parameters in the same URL. `page` and
 * `limit` only for the list; the export takes the filters alone.
 */
export function checkInboxQuery(
  input: Readonly<Record<string, string | readonly string[] | undefined>>,
): CheckResult<InboxListQuery> {
  const all = (name: string): readonly string[] => {
    const value = input[name];
    return value === undefined ? [] : typeof value === 'string' ? [value] : value;
  };
  const one = (name: string) => all(name).find((value) => value !== '');
  const whole = (name: string, fallback: number, max: number) => {
    const raw = one(name);
    if (raw === undefined) return fallback;
    return /^\d{1,7}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= max ? Number(raw) : undefined;
  };
  const page = whole('page', 1, 1_000_000);
  const limit = whole('limit', inboxLimits.pageSize, inboxLimits.maxPageSize);
  if (page === undefined || limit === undefined)
    return refuse(
      `«\u00a0page\u00a0» est un entier d’au moins 1, «\u00a0limit\u00a0» un entier de 1 à ${inboxLimits.maxPageSize}.`,
    );
  const result: InboxListQuery = { page, limit };
  const kind = one('kind');
  if (kind !== undefined) {
    if (kind !== 'contact' && kind !== 'support') return refuse('«\u00a0kind\u00a0» vaut contact ou support.');
    result.kind = kind;
  }
  const statuses = all('status')
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  if (statuses.length > 0) {
    if (!statuses.every(isInboxStatus)) return refuse(inboxCopy.statusInvalid);
    result.status = [...new Set(statuses)];
  }
  for (const name of ['from', 'to'] as const) {
    const value = one(name);
    if (value === undefined) continue;
    if (!isDay(value)) return refuse(`«\u00a0${name}\u00a0» est une date AAAA-MM-JJ.`);
    result[name] = value;
  }
  if (result.from && result.to && result.from > result.to)
    return refuse('La date de début doit précéder la date de fin.');
  const q = one('q')?.trim();
  if (q) {
    if (q.length > inboxLimits.maxQueryLength)
      return refuse(`La recherche ne peut dépasser ${inboxLimits.maxQueryLength}\u00a0caractères.`);
    result.q = q;
  }
  return { ok: true, value: result };
}

/** `checkInboxQuery` as a Standard Schema, for Hono's `query` validator. */
export const inboxQuerySchema = standardSchema((input) =>
  checkInboxQuery(isRecord(input) ? (input as Record<string, string | string[]>) : {}),
);

/** The filters as a query string, in a stable order: what the screen puts in its URL and sends. */
export function inboxQueryString(query: Partial<InboxListQuery>): string {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  for (const status of query.status ?? []) params.append('status', status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.limit && query.limit !== inboxLimits.pageSize) params.set('limit', String(query.limit));
  return params.toString();
}

/** The mail client's URL an answer is too long for: past it, the quote is cut. */
const maxReplyHrefLength = 1_800;

/**
 * « Répondre »: a `mailto:` URL to the visitor, « Re : » their subject, and their message quoted
 * under « Le 28 novembre 2026, Aina Rakoto a écrit : », cut with « […] » where a long one would make
 * a URL mail clients refuse. Spaces are `%20`, not `+`, which mail clients would show as is.
 */
export function inboxReplyHref(
  message: Pick<InboxMessage, 'email' | 'name' | 'subject' | 'message' | 'createdAt'>,
): string {
  const subject = /^re\s*:/i.test(message.subject) ? message.subject : `Re\u00a0: ${message.subject}`;
  const intro = `Le ${formatDate(message.createdAt.slice(0, 10))}, ${message.name} a écrit\u00a0:`;
  const quoted = message.message.split(/\r?\n/).map((line) => `> ${line}`);
  const href = (lines: readonly string[]) =>
    `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(['', '', intro, ...lines].join('\r\n'))}`;
  let lines = quoted;
  while (href(lines).length > maxReplyHrefLength && lines.length > 0) {
    const last = lines.at(-1) ?? '';
    // A long last line loses its end; short ones go, two at a time; with the marker alone left (a
    // subject of many emoji), the quote goes.
    if (last.length > 80) lines = [...lines.slice(0, -1), `${last.slice(0, -40)} […]`];
    else lines = lines.length > 1 ? [...lines.slice(0, -2), '> […]'] : [];
  }
  return href(lines);
}
