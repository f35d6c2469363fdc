import { RefreshCw } from '../../icons/RefreshCw';
import { CircleCheck } from '../../icons/CircleCheck';
import { CircleX } from '../../icons/CircleX';
import { Clock } from '../../icons/Clock';
import { TriangleAlert } from '../../icons/TriangleAlert';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { Button } from '../Button';
import { common as englishCommon } from '../LocaleProvider/en/common';
import { statusBanner as english } from '../LocaleProvider/en/statusBanner';
import { FormattedDateTime } from '../LocaleProvider/FormattedDateTime';
import { Message } from '../LocaleProvider/Message';
import * as styles from './StatusBanner.css';

/** The `status` values of `StatusBanner`, in the tones of the package: all is well, needs attention, failing. */
export const statusBannerStatuses = ['success', 'warning', 'danger'] as const;

export type StatusBannerStatus = (typeof statusBannerStatuses)[number];

const defaultIcons = { success: CircleCheck, warning: TriangleAlert, danger: CircleX, loading: Clock } as const;

export interface StatusBannerProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Current state of what the banner reports on; sets the colour, the icon and the text. */
  status: StatusBannerStatus;
  /**
   * Icon of each state and of a running check, such as shields on a security page; any left out
   * keeps the package's (a circled check, a triangle, a circled cross, a clock). Decorative.
   */
  icons?: Partial<Record<StatusBannerStatus | 'loading', ReactNode>>;
  /** Time of the last check, shown in the `LocaleProvider`'s locale; hidden when absent. */
  lastUpdate?: Date;
  /** IANA time zone of the shown time; the `LocaleProvider`'s by default. */
  timeZone?: string;
  /**
   * A check is running: the status text becomes a placeholder, the region is busy and refresh is
   * unavailable (`aria-disabled`, clicks ignored) but stays focusable.
   * @default false
   */
  loading?: boolean;
  /** Called by the « Actualiser » button; the button is hidden when absent. */
  onRefresh?: () => void;
  /** Text shown for each status; missing entries keep the catalogue's. */
  statusLabels?: Partial<Record<StatusBannerStatus, string>>;
  /**
   * Small heading above the status that says what it is about, such as « Statut de sécurité ».
   * @default messages.statusBanner.label ('Status' in English)
   */
  label?: ReactNode;
  /**
   * Label before the last update time.
   * @default messages.statusBanner.lastUpdateLabel ('Last updated' in English)
   */
  lastUpdateLabel?: string;
  /**
   * Label of the refresh button.
   * @default messages.statusBanner.refreshLabel ('Refresh' in English)
   */
  refreshLabel?: ReactNode;
  /**
   * Text announced in place of the status while loading.
   * @default messages.statusBanner.loadingLabel ('Checking…' in English)
   */
  loadingLabel?: string;
}

/**
 * Headline of a status page (a service, a security check, a system): the current state with its
 * colour and icon, when it was checked, and a refresh.
 */
export function StatusBanner({
  status,
  lastUpdate,
  timeZone,
  loading = false,
  onRefresh,
  statusLabels,
  icons,
  label,
  lastUpdateLabel,
  refreshLabel,
  loadingLabel,
  className,
  ...rest
}: StatusBannerProps) {
  const tone = loading ? 'neutral' : status;
  const state = loading ? 'loading' : status;
  const Icon = defaultIcons[state];
  const text = statusLabels?.[status] ?? (
    <Message id={`statusBanner.statusLabels.${status}`} fallback={english.statusLabels[status]} />
  );

  return (
    <div
      className={cx(styles.banner({ tone }), className)}
      data-status={status}
      data-tone={tone}
      data-state={loading ? 'loading' : 'idle'}
      {...rest}
    >
      <span className={styles.iconWrap({ tone })} aria-hidden="true">
        {icons?.[state] ?? <Icon />}
      </span>

      <div className={styles.body} role="status" aria-busy={loading}>
        <p className={styles.label}>{label ?? <Message id="statusBanner.label" fallback={english.label} />}</p>
        {loading ? (
          <p>
            <span className={styles.skeleton} aria-hidden="true" />
            <span className={visuallyHidden}>
              {loadingLabel ?? <Message id="statusBanner.loadingLabel" fallback={english.loadingLabel} />}
            </span>
          </p>
        ) : (
          <p className={styles.statusText}>{text}</p>
        )}
        {lastUpdate ? (
          <p className={styles.meta}>
            {lastUpdateLabel ?? <Message id="statusBanner.lastUpdateLabel" fallback={english.lastUpdateLabel} />}
            <Message id="common.colon" fallback={englishCommon.colon} />
            <time dateTime={lastUpdate.toISOString()}>
              <FormattedDateTime
                value={lastUpdate}
                options={{ dateStyle: 'long', timeStyle: 'medium' }}
                timeZone={timeZone}
              />
            </time>
          </p>
        ) : null}
      </div>

      {onRefresh ? (
        <Button
          className={styles.action}
          variant="outline"
          size="sm"
          icon={<RefreshCw />}
          // `disabled` would drop the focus of a visitor who just pressed the button; aria-disabled
          // keeps it there, and the click does nothing until the check ends. No wrapping closure:
          // this is a server component, and only `onRefresh` itself can cross to the client Button.
          aria-disabled={loading || undefined}
          onClick={loading ? undefined : onRefresh}
        >
          {refreshLabel ?? <Message id="statusBanner.refreshLabel" fallback={english.refreshLabel} />}
        </Button>
      ) : null}
    </div>
  );
}
