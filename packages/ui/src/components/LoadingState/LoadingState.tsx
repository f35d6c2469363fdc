import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './LoadingState.css';

export interface LoadingStateProps extends ComponentProps<'p'> {
  /** What loads, in words: « Chargement de votre espace… ». */
  children: ReactNode;
}

/**
 * Holds the place of a block whose data is loading (a table, a panel), with a short text that says
 * what loads. Give it `role="status"` when nothing else on the page says so, for screen readers to
 * announce it; leave it out when a banner or a busy region already does. A server component.
 */
export function LoadingState({ className, ...rest }: LoadingStateProps) {
  return <p className={cx(styles.root, className)} {...rest} />;
}
