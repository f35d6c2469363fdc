import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  checkMessage,
  honeypotField,
  messageFields,
  type MessageFieldErrors,
  type MessageKind,
} from '@company/contract/messages';
import { honeypotValue } from './MessageFormParts';
import { sendMessage } from './sendMessage';

/**
 * Where a form stands: `sent` only once the server has stored the message; `rate_limited` and
 * `unreachable` keep the visitor's text in the form.
 */
export type MessageFormStatus = 'idle' | 'submitting' | 'sent' | 'rate_limited' | 'unreachable';

/** A random key for one message, from the platform's generator (also outside secure contexts). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The form's fields as the browser holds them, by name (a form sends each name once). */
function formValues(form: HTMLFormElement | null): Record<string, string> {
  const values: Record<string, string> = {};
  if (!form) return values;
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && !(name in values)) values[name] = value;
  return values;
}

/**
 * The state of a message form that works before its script: the HTML form posts to the server
 * by itself and the browser checks its required fields. Once this runs, the form is checked with
 * the server's own rules and French messages, sent as JSON, and answered in place.
 *
 * The fields keep their own values (uncontrolled, `defaultValue`): the island hydrates over a form
 * the visitor may already have typed, pasted, autofilled or chosen in, and React leaves the value
 * of an uncontrolled field as the browser holds it, with its caret, where a controlled one is reset
 * to the state's. The values are read from the form when they are needed.
 */
export function useMessageForm<K extends MessageKind>(kind: K) {
  const [errors, setErrors] = useState<MessageFieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<MessageFormStatus>('idle');
  // A new object on every failed submit, so submitting twice moves the focus twice.
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Kept across retries of the same text: a message stored whose answer was lost is not stored twice.
  const keyRef = useRef<string | null>(null);

  // The browser's own checks until now; from here the script's messages, under each field. In the
  // commit that attaches the submit handler, not after it: an Enter pressed in between would get
  // the browser's bubble instead of the messages.
  useLayoutEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // Focus once the errors are rendered, so the field is announced together with its message.
  useEffect(() => {
    if (!focusRequest) return;
    const control = formRef.current?.elements.namedItem(focusRequest.field);
    if (control instanceof HTMLElement) control.focus();
  }, [focusRequest]);

  /** Hides the confirmation (its close button, or a timer). */
  const dismiss = useCallback(() => setStatus((current) => (current === 'sent' ? 'idle' : current)), []);

  const showErrors = (found: MessageFieldErrors) => {
    setErrors(found);
    setStatus('idle');
    const first = messageFields[kind].find(({ name }) => found[name] !== undefined);
    if (first) setFocusRequest({ field: first.name });
  };

  const change = (field: string) => () => {
    const next = formValues(formRef.current);
    keyRef.current = null;
    if (status === 'sent') setStatus('idle');
    if (attempted) {
      const check = checkMessage(kind, next);
      setErrors((current) => ({ ...current, [field]: check.ok ? undefined : check.errors[field] }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setAttempted(true);
    const check = checkMessage(kind, formValues(formRef.current));
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    setStatus('submitting');
    keyRef.current ??= newIdempotencyKey();
    const fields: Record<string, string> = { ...check.fields, [honeypotField]: honeypotValue(formRef.current) };
    let outcome = await sendMessage(kind, fields, { idempotencyKey: keyRef.current });
    if (!outcome.ok && outcome.reason === 'key_reused') {
      // The key already carried another text, stored: this text is another message, with a key of its own.
      keyRef.current = newIdempotencyKey();
      outcome = await sendMessage(kind, fields, { idempotencyKey: keyRef.current });
    }
    if (outcome.ok) {
      keyRef.current = null;
      formRef.current?.reset();
      setAttempted(false);
      setStatus('sent');
    } else if (outcome.reason === 'invalid') {
      showErrors(outcome.errors);
    } else {
      // A fresh key refused again is a server gone wrong: the visitor is told as for one out of reach.
      setStatus(outcome.reason === 'key_reused' ? 'unreachable' : outcome.reason);
    }
  };

  return {
    formRef,
    errors,
    status,
    submitting: status === 'submitting',
    change,
    dismiss,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
