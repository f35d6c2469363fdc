'use client';

import { Menu } from '../../icons/Menu';
import { lazy, Suspense, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { LinkComponent } from '../../utils/link';
import { Button, type ButtonVariant } from '../Button';
import { useLocaleSettings, useMessages } from '../LocaleProvider/context';
import { siteHeader as english } from '../LocaleProvider/en/siteHeader';
import { actionVariant } from './actionVariant';
import * as styles from './SiteHeader.css';
import { useNavFit } from './useNavFit';
import { UserMenuTrigger } from './UserMenuTrigger';

// The small-screen panel (a Radix dialog) and the account menu (a Radix dropdown menu) are
// fetched on first use: a guest's first page load carries neither library.
const importMenuSheet = () => import('./SiteHeaderMenuSheet');
const MenuSheet = lazy(importMenuSheet);
const UserMenu = lazy(() => import('./SiteHeaderUserMenu'));
const loadMenuSheet = () => void importMenuSheet();

/** A link of the main navigation. */
export interface SiteHeaderNavItem {
  /** Address of the page. */
  href: string;
  /** Visible text of the link. */
  label: string;
  /** Marks the page being shown (`aria-current="page"` and an underline bar). */
  current?: boolean;
}

/** A call to action for guests, such as « Connexion ». */
export interface SiteHeaderAction {
  /** Address of the page. */
  href: string;
  /** Visible text of the link. */
  label: string;
  /** Button look; by default the last action is `primary` and the others `ghost`. */
  variant?: ButtonVariant;
}

/** An entry of the signed-in user's menu: a link to a page or an action such as signing out. */
export type SiteHeaderUserMenuItem =
  | {
      /** Navigates to a page. */
      type: 'link';
      /** Address of the page. */
      href: string;
      /** Visible text of the entry. */
      label: string;
    }
  | {
      /** Runs a callback. */
      type: 'action';
      /** Visible text of the entry. */
      label: string;
      /** Called when the entry is chosen. */
      onSelect: () => void;
    };

/** The signed-in user. */
export interface SiteHeaderUser {
  /** Name shown on the menu button. */
  name: string;
  /** Entries of the account menu, in order. */
  menuItems: ReadonlyArray<SiteHeaderUserMenuItem>;
}

export interface SiteHeaderProps extends ComponentProps<'header'> {
  /** Logo or company name, usually a link to the home page. */
  brand: ReactNode;
  /** Links of the main navigation, in order. */
  navItems: ReadonlyArray<SiteHeaderNavItem>;
  /**
   * Component that renders the links, such as a router's link; `'a'` by default. This is a client
   * component: from a server page, pass a client component (in Next.js, `next/link` re-exported from
   * a `'use client'` module), never a function defined on the server.
   * @default 'a'
   */
  linkComponent?: LinkComponent;
  /**
   * Accessible name of the main navigation landmark.
   * @default messages.siteHeader.navLabel ('Main navigation' in English)
   */
  navLabel?: string;
  /**
   * `id` of the navigation landmark, the target of the « Aller à la navigation » skip link.
   * @default 'navigation'
   */
  navId?: string;
  /**
   * Calls to action shown to guests; ignored when `user` is set.
   * @default []
   */
  actions?: ReadonlyArray<SiteHeaderAction>;
  /** Signed-in user: replaces the actions with an account menu. */
  user?: SiteHeaderUser;
  /**
   * Visible text of the button that opens the menu on small screens.
   * @default messages.siteHeader.menuLabel ('Menu' in English)
   */
  menuLabel?: string;
  /**
   * Title of the small-screen menu panel.
   * @default messages.siteHeader.menuTitle ('Menu' in English)
   */
  menuTitle?: string;
  /**
   * Accessible name of the button that closes the small-screen menu.
   * @default messages.siteHeader.closeMenuLabel ('Close the menu' in English)
   */
  closeMenuLabel?: string;
  /**
   * Open state of the small-screen menu, when controlled.
   * @default uncontrolled: the header keeps the state, starting from `defaultMenuOpen`
   */
  menuOpen?: boolean;
  /**
   * Initial open state of the small-screen menu, when uncontrolled.
   * @default false
   */
  defaultMenuOpen?: boolean;
  /** Called when the small-screen menu opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
}

/**
 * The page's `banner` landmark: brand, main navigation and account actions. The links sit beside the
 * brand when they fit, on a row of their own when they do not, and behind « Menu » in a side panel
 * when even that row is too narrow, as on a phone.
 */
export function SiteHeader({
  brand,
  navItems,
  linkComponent: Link = 'a',
  navLabel: navLabelProp,
  navId = 'navigation',
  actions = [],
  user,
  menuLabel,
  menuTitle,
  closeMenuLabel,
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  className,
  ...rest
}: SiteHeaderProps) {
  const { locale } = useLocaleSettings();
  const text = useMessages('siteHeader', english);
  const navLabel = navLabelProp ?? text.navLabel;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultMenuOpen);
  const open = menuOpen ?? uncontrolledOpen;
  // Mounted from the first opening on, so that it can animate its closing.
  const [sheetUsed, setSheetUsed] = useState(open);
  if (open && !sheetUsed) setSheetUsed(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const [userMenuRequest, setUserMenuRequest] = useState({ focused: false, open: false });
  const rowRef = useRef<HTMLDivElement>(null);
  const brandRef = useRef<HTMLDivElement>(null);
  const linksRef = useRef<HTMLUListElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const navFit = useNavFit(rowRef, brandRef, linksRef, actionsRef);
  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setUncontrolledOpen(next);
    onMenuOpenChange?.(next);
  };

  return (
    <header
      className={cx(styles.root, className)}
      data-menu-state={open ? 'open' : 'closed'}
      data-nav-fit={navFit}
      {...rest}
    >
      <div ref={rowRef} className={styles.inner}>
        <div ref={brandRef} className={styles.brand}>
          {brand}
        </div>

        {/* The landmark stays on small screens around the menu button, so the skip link still lands here. */}
        <nav id={navId} aria-label={navLabel} tabIndex={-1} className={styles.nav}>
          <ul ref={linksRef} className={styles.navList}>
            {navItems.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={styles.navLink} aria-current={item.current ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>

          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? sheetId : undefined}
            data-state={open ? 'open' : 'closed'}
            onClick={() => setOpen(!open)}
            // Fetches the panel's code as soon as the visitor heads for the button.
            onPointerEnter={loadMenuSheet}
            onFocus={loadMenuSheet}
            onTouchStart={loadMenuSheet}
          >
            <Menu className={styles.menuIcon} aria-hidden="true" />
            {menuLabel ?? text.menuLabel}
          </button>
          {sheetUsed ? (
            <Suspense fallback={null}>
              <MenuSheet
                id={sheetId}
                open={open}
                onOpenChange={setOpen}
                returnFocusTo={menuButtonRef}
                navItems={navItems}
                navLabel={navLabel}
                linkComponent={Link}
                user={user}
                actions={actions}
                menuTitle={menuTitle ?? text.menuTitle}
                closeMenuLabel={closeMenuLabel ?? text.closeMenuLabel}
              />
            </Suspense>
          ) : null}
        </nav>

        {user ? (
          <div ref={actionsRef} className={styles.actions}>
            <Suspense
              fallback={
                // Keeps the focus and a click it receives for the menu that replaces it.
                <UserMenuTrigger
                  name={user.name}
                  locale={locale}
                  onFocus={() => setUserMenuRequest((request) => ({ ...request, focused: true }))}
                  onBlur={() => setUserMenuRequest((request) => ({ ...request, focused: false }))}
                  // Radix's trigger opens on pointerdown: if the menu arrives between the press and
                  // the click, the click reaches neither button, so the press is what counts.
                  onPointerDown={(event) => {
                    if (event.button === 0) setUserMenuRequest({ focused: true, open: true });
                  }}
                  onClick={() => setUserMenuRequest({ focused: true, open: true })}
                />
              }
            >
              <UserMenu
                user={user}
                linkComponent={Link}
                defaultOpen={userMenuRequest.open}
                focusOnMount={userMenuRequest.focused}
              />
            </Suspense>
          </div>
        ) : actions.length > 0 ? (
          <div ref={actionsRef} className={styles.actions}>
            {actions.map((action, index) => (
              <Button key={action.href} asChild variant={actionVariant(action, index, actions.length)}>
                <Link href={action.href}>{action.label}</Link>
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </header>
  );
}
