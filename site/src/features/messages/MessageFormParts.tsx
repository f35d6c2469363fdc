import { Alert, Button, FormActions } from '@company/ui';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { honeypotField, messageCopy } from '@company/contract/messages';
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
function sendFailure(status: MessageFormStatus): ReactNode {
  if (status !== 'rate_limited' && status !== 'unreachable') return null;
  return (
    <Alert tone="danger" title={messageCopy.unreachableTitle}>
      {status === 'rate_limited' ? messageCopy.rateLimitedText : messageCopy.unreachableText}
    </Alert>
  );
}

export interface MessageFormActionsProps {
  status: MessageFormStatus;
  /** What the form's copy says once the server has stored the message, and on its button. */
  copy: { successTitle: string; successText: string; submitLabel: string; submittingLabel: string };
  /** Lets the visitor close the confirmation; without it, the confirmation stays until they type. */
  onDismiss?: () => void;
}

/** The end of a message form: the confirmation or the failure above the submit button. */
export function MessageFormActions({ status, copy, onDismiss }: MessageFormActionsProps) {
  return (
    <FormActions
      status={
        status === 'sent' ? (
          <Alert tone="success" live="off" title={copy.successTitle} {...(onDismiss ? { onDismiss } : {})}>
            {copy.successText}
          </Alert>
        ) : null
      }
      error={sendFailure(status)}
    >
      <Button
        type="submit"
        size="lg"
        icon={<Send />}
        loading={status === 'submitting'}
        loadingLabel={copy.submittingLabel}
      >
        {copy.submitLabel}
      </Button>
    </FormActions>
  );
}
