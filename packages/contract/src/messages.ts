// What a visitor's message is, for the site's two forms (contact and support) and the server that
// stores them (api/): the endpoints, the fields with their labels and limits, the checks with their
// French messages, and the answers. The forms post natively (without JavaScript) or as JSON; both
// go through `checkMessage`. Like chat.ts, this module reads no environment, so that it runs
// in the browser, on Node and on Cloudflare alike.
import { company } from './company';
import { isValidEmail } from './email';
import { formatNumber } from './format';
import { contactForm, defaultPriority, priorityOptions, supportForm, type SupportPriority } from './forms';
import { standardSchema } from './schema';

/** The two kinds of message a visitor can send. */
export type MessageKind = 'contact' | 'support';

/** Where each form posts, on the site's own origin. */
export const messageEndpoints: Record<MessageKind, string> = {
  contact: '/api/contact',
  support: '/api/support',
};

/**
 * A field no person sees or fills (hidden from view and from assistive technology): a bot that
 * fills every field gives itself away. Named like a field a bot expects.
 */
export const honeypotField = 'website';

/**
 * The form's one-time key: a double submit with the same key stores one message. Sent as the
 * `Idempotency-Key` header by the script, or as this field.
 */
export const idempotencyField = 'idempotencyKey';

/** What the server accepts, beyond each field's own length. */
export const messageLimits = {
  /** Bytes of one request body, form-encoded or JSON. */
  maxBodyBytes: 16 * 1024,
  /** Characters of an idempotency key. */
  maxKeyLength: 100,
} as const;

/** One field of a form, as both the page and the server's error page draw it. */
export interface MessageFieldSpec {
  name: string;
  label: string;
  control: 'text' | 'email' | 'textarea' | 'select';
  required: boolean;
  /** Characters at most, once trimmed. */
  maxLength: number;
  autoComplete?: string;
  placeholder?: string;
  /** The choices of a select, the first being its default. */
  options?: readonly { value: string; label: string }[];
}

const contactFields: readonly MessageFieldSpec[] = [
  { name: 'name', control: 'text', maxLength: 120, ...contactForm.fields.name },
  { name: 'email', control: 'email', maxLength: 254, ...contactForm.fields.email },
  { name: 'company', control: 'text', maxLength: 120, ...contactForm.fields.company },
  { name: 'subject', control: 'text', maxLength: 200, ...contactForm.fields.subject },
  { name: 'message', control: 'textarea', maxLength: 5_000, ...contactForm.fields.message },
];

const supportFields: readonly MessageFieldSpec[] = [
  { name: 'name', control: 'text', maxLength: 120, ...supportForm.fields.name },
  { name: 'email', control: 'email', maxLength: 254, ...supportForm.fields.email },
  { name: 'subject', control: 'text', maxLength: 200, ...supportForm.fields.subject },
  {
    name: 'priority',
    control: 'select',
    maxLength: 20,
    ...supportForm.fields.priority,
    options: [
      ...priorityOptions.filter(({ value }) => value === defaultPriority),
      ...priorityOptions.filter(({ value }) => value !== defaultPriority),
    ],
  },
  { name: 'message', control: 'textarea', maxLength: 5_000, ...supportForm.fields.message },
];

/** The fields of each form, in page order. */
export const messageFields: Record<MessageKind, readonly MessageFieldSpec[]> = {
  contact: contactFields,
  support: supportFields,
};

/** A contact message, trimmed; `company` is empty when not given. */
export interface ContactMessageFields {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
}

/** A support request, trimmed. */
export interface SupportMessageFields {
  name: string;
  email: string;
  subject: string;
  priority: SupportPriority;
  message: string;
}

export type MessageFields<K extends MessageKind = MessageKind> = K extends 'contact'
  ? ContactMessageFields
  : SupportMessageFields;

/** One French message per invalid field, by field name. */
export type MessageFieldErrors = Partial<Record<string, string>>;

export type MessageCheck<K extends MessageKind> =
  { ok: true; fields: MessageFields<K> } | { ok: false; errors: MessageFieldErrors };

const requiredMessages: Record<string, string> = {
  name: contactForm.errors.nameRequired,
  email: contactForm.errors.emailRequired,
  subject: contactForm.errors.subjectRequired,
  message: contactForm.errors.messageRequired,
};

/** « Le message ne peut dépasser 5 000 caractères. » */
export const tooLongMessage = (label: string, maxLength: number) =>
  `«\u00a0${label}\u00a0» ne peut dépasser ${formatNumber(maxLength)}\u00a0caractères.`;

// What a single-line field (every field but the message) may not hold. A line break would let a
// name write a line of its own in the mail (« Adresse e-mail : … »); control characters and bidi
// overrides make a subject read otherwise than it is (« Invoice \u202Efdp.exe »); zero-width
// characters alone are a value no one can see. Zero-width joiners inside a name stay allowed.
const lineBreak = /[\n\r\u0085\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
const bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const zeroWidth = /[\u200b-\u200d\u2060\ufeff]/g;

/** « « Nom complet » tient sur une ligne : retirez les retours à la ligne. » */
export const lineBreakMessage = (label: string) =>
  `«\u00a0${label}\u00a0» tient sur une seule ligne\u00a0: retirez les retours à la ligne.`;

/** « « Sujet » contient des caractères invisibles ou de contrôle : retirez-les. » */
export const invisibleMessage = (label: string) =>
  `«\u00a0${label}\u00a0» contient des caractères invisibles ou de contrôle\u00a0: retirez-les.`;

/**
 * Checks a form's values (from a form post or JSON): each field a string, trimmed; the required
 * ones filled, the single-line ones on one line and free of control characters, bidi overrides
 * and invisible-only values, the e-mail address well formed, no field over its length, the
 * priority one of the choices (the default when absent). Fields the form does not have are ignored.
 */
export function checkMessage<K extends MessageKind>(
  kind: K,
  input: Readonly<Record<string, unknown>>,
): MessageCheck<K> {
  const errors: MessageFieldErrors = {};
  const fields: Record<string, string> = {};
  for (const spec of messageFields[kind]) {
    const raw = input[spec.name];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (spec.options) {
      const chosen = spec.options.find((option) => option.value === value) ?? spec.options[0];
      if (value !== '' && chosen?.value !== value)
        errors[spec.name] = `Choisissez une valeur de la liste «\u00a0${spec.label}\u00a0».`;
      fields[spec.name] = chosen?.value ?? '';
      continue;
    }
    const singleLine = spec.control !== 'textarea';
    if (value === '' || (singleLine && value.replace(zeroWidth, '').trim() === '')) {
      if (spec.required)
        errors[spec.name] = requiredMessages[spec.name] ?? `Veuillez remplir «\u00a0${spec.label}\u00a0».`;
      else if (value !== '') errors[spec.name] = invisibleMessage(spec.label);
    } else if (singleLine && lineBreak.test(value)) {
      errors[spec.name] = lineBreakMessage(spec.label);
    } else if (singleLine && (controlCharacter.test(value) || bidiControl.test(value))) {
      errors[spec.name] = invisibleMessage(spec.label);
    } else if ([...value].length > spec.maxLength) {
      errors[spec.name] = tooLongMessage(spec.label, spec.maxLength);
    } else if (spec.control === 'email' && !isValidEmail(value)) {
      errors[spec.name] = contactForm.errors.emailInvalid;
    }
    fields[spec.name] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields: fields as unknown as MessageFields<K> };
}

/**
 * `checkMessage` of one form as a Standard Schema: each issue names its field (`path`) and says in
 * French what to change, as the form shows it beside the field.
 */
export function messageSchema<K extends MessageKind>(kind: K) {
  return standardSchema((input) => {
    const check = checkMessage(
      kind,
      typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {},
    );
    if (check.ok) return { ok: true, value: check.fields };
    return {
      ok: false,
      issues: Object.entries(check.errors).map(([field, message]) => ({ message: message ?? '', path: [field] })),
    };
  });
}

/** The answer to a message the server has stored: its id. A repeated submit gets the same id. */
export interface MessageApiAccepted {
  id: string;
  /** True when this request repeated one already stored (same key or same content). */
  duplicate: boolean;
}

export type MessageApiErrorCode =
  | 'invalid_request'
  | 'payload_too_large'
  | 'method_not_allowed'
  | 'origin_not_allowed'
  | 'idempotency_conflict'
  | 'rate_limited'
  | 'storage_unavailable'
  | 'internal_error';

/** A refusal or failure: a stable code, a French message, and for `invalid_request` the fields' errors. */
export interface MessageApiError {
  error: { code: MessageApiErrorCode; message: string; fields?: MessageFieldErrors };
}

/** What each form and the server's pages tell the visitor; « envoyé » is said only once the server has stored the message. */
export const messageCopy = {
  contact: {
    receivedTitle: contactForm.successTitle,
    receivedText: contactForm.successText,
    backLabel: 'Retour à la page Contact',
    backHref: `${company.basePath}/contact/`,
  },
  support: {
    receivedTitle: supportForm.successTitle,
    receivedText: supportForm.successText,
    backLabel: 'Retour au centre de support',
    backHref: `${company.basePath}/support/`,
  },
  invalidTitle: 'Le formulaire contient des erreurs',
  invalidText: 'Corrigez les champs ci-dessous, puis envoyez à nouveau.',
  unreachableTitle: 'Votre message n’a pas pu être envoyé',
  /** Shown when the server cannot be reached or cannot store: the text stays in the form. */
  unreachableText: `Votre texte est conservé dans le formulaire. Réessayez dans un moment, ou écrivez-nous à ${company.email} ou appelez le ${company.phone}.`,
  /** A key already used for another message: the page that posted it was sent before, then edited. */
  conflictText:
    'Ce formulaire a déjà servi à envoyer un autre message. Vérifiez votre texte, puis envoyez-le à nouveau.',
  rateLimitedText:
    'Vous avez envoyé plusieurs messages en peu de temps. Patientez quelques minutes avant de réessayer.',
} as const;

/**
 * How many messages one client may send, by default (`MESSAGE_RATE_LIMIT_PER_MINUTE` and
 * `MESSAGE_RATE_LIMIT_PER_DAY` change them on a server): the server's limiter and the docs both read it.
 */
export const messageRateLimits = { perMinute: 5, perDay: 30 } as const;
