import { Alert } from '@company/ui';
import type { ReactNode } from 'react';
import { honeypotField, messageCopy } from '../../config/messageRules';
import type { MessageFormStatus } from './useMessageForm';

/**
 * A field no person sees, fills or hears (hidden with the `hidden` attribute): a bot that fills
 * every field gives itself away, and the server keeps nothing it sent.
 */
export function Honeypot() {
  return (
    <div hidden>
      <label>
        Ne remplissez pas ce champ
        <input name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value as the visitor's browser holds it (empty for a person). */
export function honeypotValue(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem(honeypotField);
  return input instanceof HTMLInputElement ? input.value : '';
}

/** Why a message was not sent, with what the visitor can do (their text stays in the form); null otherwise. */
export function sendFailure(status: MessageFormStatus): ReactNode {
  if (status !== 'rate_limited' && status !== 'unreachable') return null;
  return (
    <Alert tone="danger" title={messageCopy.unreachableTitle}>
      {status === 'rate_limited' ? messageCopy.rateLimitedText : messageCopy.unreachableText}
    </Alert>
  );
}
