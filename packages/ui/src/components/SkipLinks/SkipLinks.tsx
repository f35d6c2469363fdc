'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { cx } from '../../utils/cx';
import { useMessages } from '../LocaleProvider/context';
import { skipLinks as english } from '../LocaleProvider/en/skipLinks';
import * as styles from './SkipLinks.css';

/** One skip link: an in-page target and the text shown when the link is focused. */
export interface SkipLinkItem {
  /** In-page fragment of the target landmark, such as `#main-content`. */
  href: string;
  /** Visible text of the link. */
  label: string;
}

export interface SkipLinksProps extends ComponentProps<'nav'> {
  /**
   * Links in tab order; each target needs the matching `id` (and `tabIndex={-1}` so it can take focus).
   * By default `#main-content`, `#navigation` and `#footer`, named by the catalogue.
   * @default links to `#main-content`, `#navigation` and `#footer`, named by messages.skipLinks.links ('Skip to main content', 'Skip to navigation', 'Skip to footer' in English)
   */
  links?: ReadonlyArray<SkipLinkItem>;
  /**
   * Accessible name of the navigation landmark that holds the links.
   * @default messages.skipLinks.label ('Skip links' in English)
   */
  label?: string;
}

/**
 * Moves focus to the fragment's target as well: browsers only move the sequential focus
 * starting point on a fragment navigation, so a screen reader would not follow it otherwise.
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const hash = event.currentTarget.hash;
  if (!hash) return;
  const target = event.currentTarget.ownerDocument.getElementById(decodeURIComponent(hash.slice(1)));
  target?.focus();
}

/**
 * The first focusable elements of a page: hidden until focused, they let keyboard users jump past
 * repeated blocks. They sit in a `nav` landmark of their own, named « Liens d’évitement » in French
 * (the French government's design system names its own « Accès rapide »), so that no content of the
 * page lies outside a landmark and a screen reader lists them with the page's other navigations.
 */
export function SkipLinks({ links, label, className, ...rest }: SkipLinksProps) {
  const text = useMessages('skipLinks', english);
  const shownLinks = links ?? [
    { href: '#main-content', label: text.links.mainContent },
    { href: '#navigation', label: text.links.navigation },
    { href: '#footer', label: text.links.footer },
  ];
  return (
    <nav aria-label={label ?? text.label} className={cx(styles.root, className)} {...rest}>
      <ul className={styles.list}>
        {shownLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={styles.link} onClick={focusTarget}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
