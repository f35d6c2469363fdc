'use client';

import { Menu } from 'lucide-react';
import { Button, type ButtonVariant, type LinkComponent, useLocale } from '@company/ui';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import { cx } from '../cx';
import { messages as text } from './messages';
import { actionVariant } from './actionVariant';
import * as styles from './SiteHeader.css';
import { setPopoverOpen, SiteHeaderMenuPanel } from './SiteHeaderMenuPanel';
import { useNavFit } from './useNavFit';
import { UserMenuTrigger } from './UserMenuTrigger';

// The account menu (a Radix dropdown menu) is fetched on first use: a guest's first page load
// does not carry it. The small-screen panel is plain HTML, in the page from the start.
const UserMenu = lazy(() => import('./SiteHeaderUserMenu'));

const subscribeToNothing = () => () => {};

/** False in server-rendered HTML and while it hydrates, true from then on. */
const useIsHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

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
   * @default 'Navigation principale'
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
   * @default 'Menu'
   */
  menuLabel?: string;
  /**
   * Title of the small-screen menu panel.
   * @default 'Menu'
   */
  menuTitle?: string;
  /**
   * Accessible name of the button that closes the small-screen menu.
   * @default 'Fermer le menu'
   */
  closeMenuLabel?: string;
  /**
   * Open state of the small-screen menu, when controlled. The server's HTML has the menu closed:
   * it opens once React runs.
   * @default uncontrolled: the header keeps the state, starting from `defaultMenuOpen`
   */
  menuOpen?: boolean;
  /**
   * Initial open state of the small-screen menu, when uncontrolled; as `menuOpen`, applied once React runs.
   * @default false
   */
  defaultMenuOpen?: boolean;
  /** Called when the visitor opens or closes the small-screen menu: its button, Escape, the dimmed page, a link. */
  onMenuOpenChange?: (open: boolean) => void;
}

/**
 * The page's `banner` landmark: brand, main navigation and account actions. The links sit beside the
 * brand when they fit, on a row of their own when they do not, and behind « Menu » in a side panel
 * when even that row is too narrow, as on a phone.
 *
 * Rendered on the server and never hydrated, it still works: the screen's width picks the layout,
 * and « Menu » opens its panel, a popover, without a script. Once React runs, the header measures
 * whether its links fit and keeps the menu's state (`menuOpen`, `onMenuOpenChange`).
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
  const { locale } = useLocale();
  const navLabel = navLabelProp ?? text.navLabel;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultMenuOpen);
  // What the visitor should see...
  const open = menuOpen ?? uncontrolledOpen;
  // ...and what the browser shows, as its `toggle` events report it: closed in the server's HTML.
  const [shown, setShown] = useState(false);
  const hydrated = useIsHydrated();
  const panelRef = useRef<HTMLDivElement>(null);
  const sheetId = useId();
  const [userMenuRequest, setUserMenuRequest] = useState({ focused: false, open: false });
  const rowRef = useRef<HTMLDivElement>(null);
  const brandRef = useRef<HTMLDivElement>(null);
  const linksRef = useRef<HTMLUListElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const navFit = useNavFit(rowRef, brandRef, linksRef, actionsRef);

  // Also runs when the browser opens or closes the panel itself, so that a controlled header whose
  // `menuOpen` did not follow puts the panel back as the prop says.
  useEffect(() => {
    setPopoverOpen(panelRef.current, open);
  }, [open, shown]);

  const handleToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const next = event.newState === 'open';
    setShown(next);
    // Opened or closed by the visitor (the menu button, Escape, the dimmed page, a link), not by
    // the effect above following `open`.
    if (next !== open) {
      if (menuOpen === undefined) setUncontrolledOpen(next);
      onMenuOpenChange?.(next);
    }
  };

  return (
    <header
      className={cx(styles.root, className)}
      data-menu-state={shown ? 'open' : 'closed'}
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
            type="button"
            className={styles.menuButton}
            popoverTarget={sheetId}
            aria-haspopup="dialog"
            // Before hydration the browser tells the popover's state itself (a `popovertarget`
            // button is expanded while its popover shows): a written `false` would contradict it.
            aria-expanded={hydrated ? shown : undefined}
            aria-controls={sheetId}
            data-state={shown ? 'open' : 'closed'}
          >
            <Menu className={styles.menuIcon} aria-hidden="true" />
            {menuLabel ?? text.menuLabel}
          </button>
          {/* Inside the landmark: its links are the navigation's, under the same name. */}
          <SiteHeaderMenuPanel
            id={sheetId}
            panelRef={panelRef}
            onToggle={handleToggle}
            navItems={navItems}
            linkComponent={Link}
            user={user}
            actions={actions}
            menuTitle={menuTitle ?? text.menuTitle}
            closeMenuLabel={closeMenuLabel ?? text.closeMenuLabel}
          />
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
                  // A press kept for the menu shows at once, while its code arrives.
                  aria-busy={userMenuRequest.open || undefined}
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
