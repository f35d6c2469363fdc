import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { progressBar as english } from '../LocaleProvider/en/progressBar';
import { LocalizedElement } from '../LocaleProvider/LocalizedElement';
import { Message } from '../LocaleProvider/Message';
import { formatMessage } from '../LocaleProvider/messages';
import * as styles from './ProgressBar.css';

/** The `tone` values of `ProgressBar`. */
export const progressBarTones = ['brand', 'success', 'warning', 'danger', 'info'] as const;
/** The `size` values of `ProgressBar`. */
export const progressBarSizes = ['sm', 'md'] as const;

export type ProgressBarTone = (typeof progressBarTones)[number];
export type ProgressBarSize = (typeof progressBarSizes)[number];

/** Keeps the value between 0 and 100; anything that is not a number counts as 0. */
const clamp = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

export interface ProgressBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Progress in percent, from 0 to 100; values outside are clamped. */
  value: number;
  /** Visible label that names the bar. */
  label: ReactNode;
  /**
   * The value as shown and announced; the catalogue's format by default (« 42 % » in French, « 42% » in English).
   * @default messages.progressBar.valueText with the percentage ('{percent}%' in English)
   */
  valueText?: string;
  /**
   * Hides the written value next to the label; it is still announced.
   * @default false
   */
  hideValue?: boolean;
  /**
   * Colour of the fill.
   * @default 'brand'
   */
  tone?: ProgressBarTone;
  /**
   * Thickness of the bar.
   * @default 'md'
   */
  size?: ProgressBarSize;
}

/** Shows how far a known task or goal has progressed, from 0 to 100 %. */
export function ProgressBar({
  value,
  label,
  valueText,
  hideValue = false,
  tone = 'brand',
  size = 'md',
  className,
  ...rest
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = clamp(value);
  const percent = Math.round(clamped);
  const trackProps = {
    className: styles.track({ size }),
    role: 'progressbar',
    'aria-labelledby': labelId,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuenow': clamped,
    children: <div className={styles.fill({ tone })} style={{ width: `${clamped}%` }} />,
  } as const;
  return (
    <div className={cx(styles.root, className)} data-tone={tone} {...rest}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {/* The progress bar announces the value itself; this copy is for sighted users only. */}
        {hideValue ? null : (
          <span className={styles.value} aria-hidden="true">
            {valueText ?? (
              <Message
                id="progressBar.valueText"
                fallback={formatMessage(english.valueText, { percent })}
                values={{ percent }}
              />
            )}
          </span>
        )}
      </div>
      {valueText === undefined ? (
        <LocalizedElement
          as="div"
          messageAttributes={{
            'aria-valuetext': {
              id: 'progressBar.valueText',
              fallback: formatMessage(english.valueText, { percent }),
              values: { percent },
            },
          }}
          {...trackProps}
        />
      ) : (
        <div {...trackProps} aria-valuetext={valueText} />
      )}
    </div>
  );
}
