import { Alert } from '@company/ui';

/**
 * The live region stays in the page while empty, so screen readers announce the confirmation
 * the moment it appears.
 */
export function FormConfirmation({ message }: { message: string | null }) {
  return (
    <div role="status">
      {message ? (
        <Alert tone="success" live="off">
          {message}
        </Alert>
      ) : null}
    </div>
  );
}
