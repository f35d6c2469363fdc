import type { ComponentProps } from 'react';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { spinner as english } from '../LocaleProvider/en/spinner';
import { Message } from '../LocaleProvider/Message';
import type { SpinnerSize } from './constants';
import { SpinnerRing } from './SpinnerRing';

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /**
   * Diameter: `text` matches an icon in the text around it (1.125em, as in Button), `sm` 16px,
   * `md` 24px and `lg` 40px.
   * @default 'md'
   */
  size?: SpinnerSize;
  /**
   * Text of a standalone spinner, hidden on screen and read out by its `status` role. Say what loads when the page
   * does not (« Chargement des offres… »).
   * @default messages.spinner.label ('Loading…' in English)
   */
  label?: string;
  /**
   * Hides the spinner from assistive technology, for one inside a control or a region that
   * already says it is busy (`aria-busy` and a text of its own), as Button does while `loading`.
   * @default false
   */
  decorative?: boolean;
}

/**
 * An indeterminate loading indicator: a turning ring in the colour of the text around it. Standalone,
 * it is a `status` with a label from the locale catalogue; `decorative` inside a control that says it
 * is busy. Under `prefers-reduced-motion` the ring stands still.
 */
export function Spinner({ size = 'md', label, decorative = false, ...rest }: SpinnerProps) {
  if (decorative) return <SpinnerRing size={size} aria-hidden="true" {...rest} />;
  return (
    <SpinnerRing size={size} role="status" {...rest}>
      <span className={visuallyHidden}>{label ?? <Message id="spinner.label" fallback={english.label} />}</span>
    </SpinnerRing>
  );
}
