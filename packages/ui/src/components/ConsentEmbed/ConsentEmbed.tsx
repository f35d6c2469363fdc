'use client';

import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { IconTile } from '../IconTile';
import { useMessages } from '../LocaleProvider/context';
import { consentEmbed as english } from '../LocaleProvider/en/consentEmbed';
import * as styles from './ConsentEmbed.css';

/** What can take the focus once the embed has loaded, first match first. */
const focusable = 'iframe, video, audio, a[href], button, input, select, textarea, [tabindex]';

export interface ConsentEmbedProps extends Omit<ComponentProps<'div'>, 'title' | 'children'> {
  /**
   * The third-party content (an `<iframe>` of a map or a video), rendered only once loaded: until
   * then nothing reaches the third party. An iframe or a video fills the frame.
   */
  children: ReactNode;
  /** Short name of what loads, above the description, such as « Vidéo de présentation ». */
  title?: ReactNode;
  /** What loads and what it sends to whom, such as « La carte est fournie par OpenStreetMap… ». */
  description: ReactNode;
  /**
   * Text of the button that loads the content, such as « Afficher la carte ».
   * @default messages.consentEmbed.loadLabel ('Load content' in English)
   */
  loadLabel?: string;
  /** Icon of that button, before its text. */
  loadIcon?: ReactNode;
  /**
   * A picture behind the card until the content loads, such as a drawn map or a still of the
   * video; decorative. It must come from your own site, not from the third party.
   */
  preview?: ReactNode;
  /**
   * Whether the content is loaded, when controlled: `true` once the visitor has agreed (a stored
   * consent, for instance). Use with `onLoadedChange`.
   */
  loaded?: boolean;
  /**
   * Whether the content is loaded at first, when uncontrolled.
   * @default false
   */
  defaultLoaded?: boolean;
  /** Called with `true` when the visitor presses the button. */
  onLoadedChange?: (loaded: boolean) => void;
  /**
   * What the content shows and where, under the frame, such as a postal address under a map; an
   * `<address>` in it keeps the caption's style.
   */
  caption?: ReactNode;
  /** Icon of the caption, shown in a tile before it; decorative. */
  captionIcon?: ReactNode;
  /**
   * A link to the content on the third party's own site (« Ouvrir dans OpenStreetMap »), at the end
   * of the caption's row: it works without loading the embed.
   */
  sourceAction?: ReactNode;
}

/**
 * Third-party content (a map, a video, a social post) that loads only when the visitor asks for
 * it or has agreed to it: until then a card says what would load and what it sends, over a local
 * preview of the same size, so loading moves nothing. After the button, the content takes the
 * keyboard focus, which would otherwise be lost with the button.
 */
export function ConsentEmbed({
  children,
  title,
  description,
  loadLabel,
  loadIcon,
  preview,
  loaded: loadedProp,
  defaultLoaded = false,
  onLoadedChange,
  caption,
  captionIcon,
  sourceAction,
  className,
  ...rest
}: ConsentEmbedProps) {
  const text = useMessages('consentEmbed', english);
  const [uncontrolledLoaded, setUncontrolledLoaded] = useState(defaultLoaded);
  const loaded = loadedProp === undefined ? uncontrolledLoaded : loadedProp;
  const [requested, setRequested] = useState(false);
  const embedRef = useRef<HTMLDivElement>(null);

  // The button that was pressed is gone: the content takes the focus, so keyboard users keep their place.
  useEffect(() => {
    if (!requested || !loaded) return;
    const embed = embedRef.current;
    const target = embed?.querySelector<HTMLElement>(focusable) ?? embed;
    target?.focus();
  }, [requested, loaded]);

  const load = () => {
    setRequested(true);
    setUncontrolledLoaded(true);
    onLoadedChange?.(true);
  };

  return (
    <div className={cx(styles.root, className)} data-state={loaded ? 'loaded' : 'waiting'} {...rest}>
      <div className={styles.frame}>
        {loaded ? (
          // Focusable by script only, for content with nothing focusable in it.
          <div ref={embedRef} className={styles.embed} tabIndex={-1}>
            {children}
          </div>
        ) : (
          <>
            {preview ? (
              <div className={styles.preview} aria-hidden="true">
                {preview}
              </div>
            ) : null}
            <div className={styles.card}>
              {title ? <p className={styles.title}>{title}</p> : null}
              <p className={styles.description}>{description}</p>
              <Button variant="primary" icon={loadIcon} onClick={load}>
                {loadLabel ?? text.loadLabel}
              </Button>
            </div>
          </>
        )}
      </div>
      {caption || sourceAction ? (
        <div className={styles.footer}>
          {caption ? (
            <div className={styles.captionRow}>
              {captionIcon ? <IconTile icon={captionIcon} /> : null}
              <div className={styles.caption}>{caption}</div>
            </div>
          ) : null}
          {sourceAction}
        </div>
      ) : null}
    </div>
  );
}
