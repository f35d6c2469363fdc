import { type HeadingLevel } from '@company/ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../cx';
import * as styles from './Hero.css';

export interface HeroProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The main message of the page. */
  title: ReactNode;
  /**
   * Heading level of the title: 1 on a page's opening hero, lower when a hero is nested.
   * @default 1
   */
  level?: HeadingLevel;
  /** Supporting text under the title. */
  text?: ReactNode;
  /** Calls to action, usually one primary and one secondary `Button`. */
  actions?: ReactNode;
  /** An image or illustration shown beside the text on wide screens and below it on small ones. */
  media?: ReactNode;
  /** Short label above the title, such as a location or a promise. */
  eyebrow?: ReactNode;
}

/** The opening band of a page: title, supporting text, calls to action and an optional picture. */
export function Hero({ title, level = 1, text, actions, media, eyebrow, className, ...rest }: HeroProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section
      className={cx(styles.hero, className)}
      aria-labelledby={titleId}
      data-has-media={media ? '' : undefined}
      {...rest}
    >
      <div className={styles.container}>
        <div className={styles.content}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {text ? <p className={styles.text}>{text}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {media ? <div className={styles.media}>{media}</div> : null}
      </div>
    </section>
  );
}
