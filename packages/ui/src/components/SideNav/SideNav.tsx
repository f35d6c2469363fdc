import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { LinkComponent } from '../../utils/link';
import { sideNav as english } from '../LocaleProvider/en/sideNav';
import { LocalizedElement } from '../LocaleProvider/LocalizedElement';
import * as styles from './SideNav.css';

/** One entry of the menu: a page of its own. */
export interface SideNavItem {
  /** Address of the page. */
  href: string;
  /** Visible name of the entry. */
  label: ReactNode;
  /** Icon before the label, such as a `lucide-react` icon; decorative, hidden from assistive technology. */
  icon?: ReactNode;
  /** Whether this entry is the page shown: marked for everyone, and as `aria-current="page"`. */
  current?: boolean;
}

export interface SideNavProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The entries, in the order of the menu; one of them is usually `current`. */
  items: ReadonlyArray<SideNavItem>;
  /**
   * Accessible name of the navigation landmark, such as « Menu de mon espace ».
   * @default messages.sideNav.label ('Section menu' in English)
   */
  label?: string;
  /**
   * Component that renders the links, such as a router's link; `'a'` by default. Any component will do from a server page (`next/link` included), since this renders on the server.
   * @default 'a'
   */
  linkComponent?: LinkComponent;
}

/**
 * The menu of an area with several pages (an account, a settings space): a list of links, the
 * current page marked. A column beside the content from the `lg` breakpoint (see SideNavLayout), a
 * wrapping row above it on smaller screens, so every entry stays one tap away. A server component.
 */
export function SideNav({ items, label, linkComponent: Link = 'a', className, ...rest }: SideNavProps) {
  const list = (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={styles.link} aria-current={item.current ? 'page' : undefined}>
            {item.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
              </span>
            ) : null}
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  // The default name comes from the catalogue, through a client element around the server-rendered list.
  return label === undefined ? (
    <LocalizedElement
      as="nav"
      messageAttributes={{ 'aria-label': { id: 'sideNav.label', fallback: english.label } }}
      className={className}
      {...rest}
    >
      {list}
    </LocalizedElement>
  ) : (
    <nav aria-label={label} className={className} {...rest}>
      {list}
    </nav>
  );
}

export interface SideNavLayoutProps extends ComponentProps<'div'> {
  /** The menu, a `SideNav`: beside the content from the `lg` breakpoint, above it on smaller screens. */
  nav: ReactNode;
  /** The content of the page shown. */
  children?: ReactNode;
}

/** Puts a SideNav beside the content it leads to on wide screens, above it on smaller ones. A server component. */
export function SideNavLayout({ nav, className, children, ...rest }: SideNavLayoutProps) {
  return (
    <div className={cx(styles.layout, className)} {...rest}>
      {nav}
      {children}
    </div>
  );
}
