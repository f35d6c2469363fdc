import { ChevronRight } from '../../icons/ChevronRight';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { mirrored } from '../../utils/icon.css';
import type { LinkComponent } from '../../utils/link';
import { breadcrumbs as english } from '../LocaleProvider/en/breadcrumbs';
import { LocalizedElement } from '../LocaleProvider/LocalizedElement';
import * as styles from './Breadcrumbs.css';

/** One level of the trail. */
export interface BreadcrumbItem {
  /** Address of the level; ignored on the last item, which is the current page. */
  href?: string;
  /** Visible name of the level. */
  label: string;
}

export interface BreadcrumbsProps extends ComponentProps<'nav'> {
  /** Levels from the home page down to the current page (the last item). */
  items: ReadonlyArray<BreadcrumbItem>;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /**
   * Component that renders the links, such as a router's link; `'a'` by default. Any component will do from a server page (`next/link` included), since this renders on the server.
   * @default 'a'
   */
  linkComponent?: LinkComponent;
}

/** Shows where the current page sits in the site's hierarchy, with links back up each level. */
export function Breadcrumbs({ items, label, linkComponent: Link = 'a', className, ...rest }: BreadcrumbsProps) {
  const trail = (
    <ol className={styles.list}>
      {items.map((item, index) => {
        const isCurrent = index === items.length - 1;
        return (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {index > 0 ? <ChevronRight className={cx(styles.separator, mirrored)} aria-hidden="true" /> : null}
            {isCurrent || item.href === undefined ? (
              <span className={styles.text} aria-current={isCurrent ? 'page' : undefined}>
                {item.label}
              </span>
            ) : (
              <Link href={item.href} className={styles.link}>
                {item.label}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
  // The default name comes from the catalogue, through a client element around the server-rendered trail.
  return label === undefined ? (
    <LocalizedElement
      as="nav"
      messageAttributes={{ 'aria-label': { id: 'breadcrumbs.label', fallback: english.label } }}
      className={cx(styles.root, className)}
      {...rest}
    >
      {trail}
    </LocalizedElement>
  ) : (
    <nav aria-label={label} className={cx(styles.root, className)} {...rest}>
      {trail}
    </nav>
  );
}
