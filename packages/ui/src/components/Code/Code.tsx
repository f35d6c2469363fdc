import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Code.css';

export type CodeProps = ComponentProps<'code'>;

/**
 * A name as it is typed, inside running text (a setting, a field, a command): the monospace face on
 * a muted ground, at the size of the text around it. Browsers do not translate it. For several
 * lines, use `CodeBlock`. A server component.
 */
export function Code({ className, ...rest }: CodeProps) {
  return <code className={cx(styles.code, className)} translate="no" {...rest} />;
}
