import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Fieldset.css';

export interface FieldsetProps extends ComponentProps<'fieldset'> {
  /** What the controls have in common, such as « Notifications »: read before each of them. */
  legend: ReactNode;
  /** The controls of the group: switches, checkboxes, fields. */
  children: ReactNode;
}

/**
 * Groups related controls of a form under a legend, one under the other, without a frame: screen
 * readers announce the legend with each control. A server component.
 */
export function Fieldset({ legend, className, children, ...rest }: FieldsetProps) {
  return (
    <fieldset className={cx(styles.fieldset, className)} {...rest}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
