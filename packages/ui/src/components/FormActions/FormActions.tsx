import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './FormActions.css';

export interface FormActionsProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The form's buttons, side by side while they fit: the submit button first. */
  children: ReactNode;
  /**
   * What the last submit did, such as a success `Alert` with `live="off"`: shown above the buttons
   * in a `status` region that stays in the page while empty, so screen readers announce what
   * appears in it.
   */
  status?: ReactNode;
  /**
   * Why the submit failed, such as a danger `Alert` (which announces itself), above the buttons
   * and under the status.
   */
  error?: ReactNode;
}

/**
 * The end of a form: its buttons, and above them the messages of the last submit. An empty status
 * takes no room, so the buttons do not move until a message appears. A server component.
 */
export function FormActions({ children, status, error, className, ...rest }: FormActionsProps) {
  return (
    <div className={cx(styles.root, className)} {...rest}>
      <div role="status" className={styles.message}>
        {status}
      </div>
      {error ? <div className={styles.message}>{error}</div> : null}
      <div className={styles.buttons}>{children}</div>
    </div>
  );
}
