import { Slot, Slottable } from 'radix-ui/slot';
import type { ComponentProps, ReactNode } from 'react';
import { ExternalLink } from '../../icons/ExternalLink';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { link as english } from '../LocaleProvider/en/link';
import { Message } from '../LocaleProvider/Message';
import * as styles from './Link.css';

/** The `tone` values of `Link`: the brand colour, or the colour of the text around it. */
export const linkTones = ['brand', 'inherit'] as const;
/** The `underline` values of `Link`: always, or only under the pointer. */
export const linkUnderlines = ['always', 'hover'] as const;
/** The `iconPosition` values of `Link`: before or after the text. */
export const linkIconPositions = ['start', 'end'] as const;

export type LinkTone = (typeof linkTones)[number];
export type LinkUnderline = (typeof linkUnderlines)[number];
export type LinkIconPosition = (typeof linkIconPositions)[number];

export interface LinkProps extends ComponentProps<'a'> {
  /**
   * Opens the page in a new tab (`target="_blank"`, `rel="noopener noreferrer"` added to any `rel`
   * given) and says so: an icon on screen, a hidden text for assistive technology. Set it yourself:
   * the link does not guess from the address, which would differ between the server and the browser,
   * and a new tab should be a choice, for a page that would interrupt a task (a form, a payment).
   * @default false
   */
  external?: boolean;
  /**
   * Text added to the accessible name of an `external` link.
   * @default messages.link.newTabLabel ('(opens in a new tab)' in English)
   */
  newTabLabel?: string;
  /**
   * Colour: `brand` for links in running text, `inherit` for a link in a coloured context (an alert,
   * a dark band), where the underline sets it apart.
   * @default 'brand'
   */
  tone?: LinkTone;
  /**
   * `always` in running text, where colour alone would not tell the link from the text; `hover`
   * only where the context shows it is a link (a list of links, a footer column).
   * @default 'always'
   */
  underline?: LinkUnderline;
  /**
   * An icon beside the text, for a link that stands on its own line: an arrow back before
   * « Tous nos services », an arrow after « Voir le programme ». Decorative: the text names the link.
   */
  icon?: ReactNode;
  /**
   * Where the icon goes: `start` before the text (a way back), `end` after it (a way on).
   * @default 'start'
   */
  iconPosition?: LinkIconPosition;
  /**
   * Renders the child element (a router link) with the link's styles and new-tab hint instead of an `<a>`.
   * @default false
   */
  asChild?: boolean;
}

/** `rel` with the tokens a link to a new tab needs added once. */
const newTabRel = (rel: string | undefined) =>
  [...new Set([...(rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])].join(' ');

/**
 * A text link with the brand colour, an underline and a focus ring. Visited links keep the same
 * colour: a site's links lead to its own pages again and again, and a second colour would have to
 * keep its contrast on every surface. `external` opens a new tab and says so; `asChild` styles a
 * router's link.
 */
export function Link({
  external = false,
  newTabLabel,
  tone = 'brand',
  underline = 'always',
  icon,
  iconPosition = 'start',
  asChild = false,
  className,
  children,
  rel,
  ...rest
}: LinkProps) {
  const newTab = external ? (
    <>
      <ExternalLink className={styles.newTabIcon} />
      <span className={visuallyHidden}>
        {' '}
        {newTabLabel ?? <Message id="link.newTabLabel" fallback={english.newTabLabel} />}
      </span>
    </>
  ) : null;
  const iconElement = icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  const before = iconPosition === 'start' ? iconElement : null;
  const after = iconPosition === 'end' ? iconElement : null;
  const props = {
    className: cx(styles.link({ tone, underline, withIcon: Boolean(icon) }), className),
    'data-tone': tone,
    'data-underline': underline,
    target: external ? '_blank' : undefined,
    rel: external ? newTabRel(rel) : rel,
    ...rest,
  };
  if (asChild) {
    return (
      <Slot {...props}>
        {before}
        <Slottable>{children}</Slottable>
        {after}
        {newTab}
      </Slot>
    );
  }
  return (
    <a {...props}>
      {before}
      {children}
      {after}
      {newTab}
    </a>
  );
}
