import { Slot } from 'radix-ui/slot';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';

export interface VisuallyHiddenProps extends ComponentProps<'span'> {
  /**
   * Renders the child element (a heading, a legend) hidden instead of a `<span>`.
   * @default false
   */
  asChild?: boolean;
}

/** Text that screen readers announce but the screen does not show, such as the words behind an icon or a dash. */
export function VisuallyHidden({ asChild = false, className, ...rest }: VisuallyHiddenProps) {
  const Component = asChild ? Slot : 'span';
  return <Component className={cx(visuallyHidden, className)} {...rest} />;
}
