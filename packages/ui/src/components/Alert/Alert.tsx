import { CircleCheck } from '../../icons/CircleCheck';
import { CircleX } from '../../icons/CircleX';
import { Info } from '../../icons/Info';
import { TriangleAlert } from '../../icons/TriangleAlert';
import { X } from '../../icons/X';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { alert as english } from '../LocaleProvider/en/alert';
import { LocalizedElement } from '../LocaleProvider/LocalizedElement';
import * as styles from './Alert.css';

/** The `tone` values of `Alert`. */
export const alertTones = ['info', 'success', 'warning', 'danger'] as const;
/** The `live` values of `Alert`: how urgently a screen reader announces it. */
export const alertLiveModes = ['polite', 'assertive', 'off'] as const;

export type AlertTone = (typeof alertTones)[number];
export type AlertLive = (typeof alertLiveModes)[number];

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleX } as const;

const defaultLive: Record<AlertTone, AlertLive> = {
  info: 'polite',
  success: 'polite',
  warning: 'assertive',
  danger: 'assertive',
};

const roles = { polite: 'status', assertive: 'alert', off: undefined } as const;

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  /**
   * Meaning of the message; each tone has its own icon, so colour is never the only signal.
   * @default 'info'
   */
  tone?: AlertTone;
  /** Short summary in bold, before the body. */
  title?: ReactNode;
  /**
   * How the message is announced: `polite` (role `status`, default for info and success), `assertive`
   * (role `alert`, default for warning and danger) or `off` for a message that is part of the page from the start.
   * @default `'polite'` for info and success, `'assertive'` for warning and danger
   */
  live?: AlertLive;
  /** Shows a close button and is called when it is pressed. */
  onDismiss?: () => void;
  /** Accessible name of the close button. */
  dismissLabel?: string;
}

/** A message about the page or the last action: information, success, warning or error. */
export function Alert({
  tone = 'info',
  title,
  live,
  onDismiss,
  dismissLabel,
  className,
  children,
  ...rest
}: AlertProps) {
  const Icon = icons[tone];
  const role = roles[live ?? defaultLive[tone]];
  const toneText = styles.toneText({ tone });
  return (
    <div className={cx(styles.alert({ tone }), className)} role={role} data-tone={tone} {...rest}>
      <span className={cx(styles.icon, toneText)} aria-hidden="true">
        <Icon />
      </span>
      <div className={styles.content}>
        {title ? <p className={cx(styles.title, toneText)}>{title}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
      {onDismiss ? (
        dismissLabel === undefined ? (
          <LocalizedElement
            as="button"
            messageAttributes={{ 'aria-label': { id: 'alert.dismissLabel', fallback: english.dismissLabel } }}
            type="button"
            className={styles.dismiss}
            onClick={onDismiss}
          >
            <X aria-hidden="true" />
          </LocalizedElement>
        ) : (
          <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
            <X aria-hidden="true" />
          </button>
        )
      ) : null}
    </div>
  );
}
