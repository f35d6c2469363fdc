import { ChevronLeft } from '../../icons/ChevronLeft';
import { ChevronRight } from '../../icons/ChevronRight';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { mirrored } from '../../utils/icon.css';
import type { LinkComponent } from '../../utils/link';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { common as englishCommon } from '../LocaleProvider/en/common';
import { pager as english } from '../LocaleProvider/en/pager';
import { LocalizedElement } from '../LocaleProvider/LocalizedElement';
import { Message } from '../LocaleProvider/Message';
import * as styles from './Pager.css';

/** Where a link of the pager leads: the page before the current one, or the page after it. */
type PagerDirection = 'previous' | 'next';

/** A page the pager leads to. */
export interface PagerPage {
  /** Address of the page. */
  href: string;
  /** Title of the page, as its own heading says it; with the direction, the name of the link. */
  title: ReactNode;
}

export interface PagerProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The page before the current one in the series; none on the first page. */
  previous?: PagerPage;
  /** The page after the current one in the series; none on the last page. */
  next?: PagerPage;
  /**
   * Accessible name of the navigation landmark, such as « Autres documents ».
   * @default messages.pager.label ('Previous and next pages' in English)
   */
  label?: string;
  /**
   * Word shown above the previous page's title, and read before it.
   * @default messages.pager.previousLabel ('Previous' in English)
   */
  previousLabel?: string;
  /**
   * Word shown above the next page's title, and read before it.
   * @default messages.pager.nextLabel ('Next' in English)
   */
  nextLabel?: string;
  /**
   * Component that renders the links, such as a router's link; `'a'` by default. Any component will do from a server page (`next/link` included), since this renders on the server.
   * @default 'a'
   */
  linkComponent?: LinkComponent;
}

const icons = { previous: ChevronLeft, next: ChevronRight } as const;

/**
 * The way to the page before and the page after the current one in a series read in order (the
 * chapters of a guide, the documents of a list): two links that name the page they lead to. The
 * previous one sits at the start, the next one at the end, also when it is alone. A server component.
 */
export function Pager({
  previous,
  next,
  label,
  previousLabel,
  nextLabel,
  linkComponent: Link = 'a',
  className,
  ...rest
}: PagerProps) {
  const item = (direction: PagerDirection, page: PagerPage | undefined, word: string | undefined) => {
    if (!page) return null;
    const Icon = icons[direction];
    return (
      <li className={styles.item} data-direction={direction}>
        <Link href={page.href} rel={direction === 'previous' ? 'prev' : 'next'} className={styles.link}>
          <span className={styles.direction}>
            <Icon className={cx(styles.icon, mirrored)} aria-hidden="true" />
            {word ?? <Message id={`pager.${direction}Label`} fallback={english[`${direction}Label`]} />}
            <span className={visuallyHidden}>
              <Message id="common.colon" fallback={englishCommon.colon} />
            </span>
          </span>
          <span className={styles.title}>{page.title}</span>
        </Link>
      </li>
    );
  };
  const list = (
    <ul className={styles.list}>
      {item('previous', previous, previousLabel)}
      {item('next', next, nextLabel)}
    </ul>
  );
  // The default name comes from the catalogue, through a client element around the server-rendered list.
  return label === undefined ? (
    <LocalizedElement
      as="nav"
      messageAttributes={{ 'aria-label': { id: 'pager.label', fallback: english.label } }}
      className={cx(styles.root, className)}
      {...rest}
    >
      {list}
    </LocalizedElement>
  ) : (
    <nav aria-label={label} className={cx(styles.root, className)} {...rest}>
      {list}
    </nav>
  );
}
