import { IconTile, Stat, type StatProps } from '@company/ui';
import type { ReactNode } from 'react';
import * as styles from './SecurityStatCard.css';

/** The `tone` values of `SecurityStatCard`. */
export const securityStatCardTones = ['brand', 'neutral', 'success', 'warning', 'danger', 'info'] as const;

export type SecurityStatCardTone = (typeof securityStatCardTones)[number];

export interface SecurityStatCardProps extends StatProps {
  /** Icon of the figure, such as a `lucide-react` icon; shown in a tile beside the label and hidden from assistive technology. */
  icon: ReactNode;
  /**
   * Colour of the icon tile: `success` when all is well, `warning` or `danger` when the figure calls for attention.
   * @default 'brand'
   */
  tone?: SecurityStatCardTone;
}

/**
 * One figure of the security status page (« IP bloquées », « Attaques récentes », « Protection active »),
 * with an icon whose colour says whether it calls for attention. Place it in a `StatGrid`.
 */
export function SecurityStatCard({ icon, tone = 'brand', label, ...rest }: SecurityStatCardProps) {
  return (
    <Stat
      data-tone={tone}
      label={
        <span className={styles.label}>
          <IconTile icon={icon} tone={tone} size="sm" />
          {label}
        </span>
      }
      {...rest}
    />
  );
}
