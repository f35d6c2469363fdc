import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Menu, X } from 'lucide-react';
import { Fragment, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { LinkComponent } from '../../utils/link';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { Button, type ButtonVariant } from '../Button';
import * as styles from './SiteHeader.css';

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
  /** Element that renders the links, such as a router link adapter. */
  linkComponent?: LinkComponent;
  /** Accessible name of the main navigation landmark. */
  navLabel?: string;
  /** `id` of the navigation landmark, the target of the « Aller à la navigation » skip link. */
  navId?: string;
  /** Calls to action shown to guests; ignored when `user` is set. */
  actions?: ReadonlyArray<SiteHeaderAction>;
  /** Signed-in user: replaces the actions with an account menu. */
  user?: SiteHeaderUser;
  /** Visible text of the button that opens the menu on small screens. */
  menuLabel?: string;
  /** Title of the small-screen menu panel. */
  menuTitle?: string;
  /** Accessible name of the button that closes the small-screen menu. */
  closeMenuLabel?: string;
  /** Open state of the small-screen menu, when controlled. */
  menuOpen?: boolean;
  /** Initial open state of the small-screen menu, when uncontrolled. */
  defaultMenuOpen?: boolean;
  /** Called when the small-screen menu opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
}

const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '').toLocaleUpperCase('fr');

const actionVariant = (action: SiteHeaderAction, index: number, count: number): ButtonVariant =>
  action.variant ?? (index === count - 1 ? 'primary' : 'ghost');

/** The page's `banner` landmark: brand, main navigation and account actions; a menu panel replaces the links on small screens. */
export function SiteHeader({
  brand,
  navItems,
  linkComponent: Link = 'a',
  navLabel = 'Navigation principale',
  navId = 'navigation',
  actions = [],
  user,
  menuLabel = 'Menu',
  menuTitle = 'Menu',
  closeMenuLabel = 'Fermer le menu',
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  className,
  ...rest
}: SiteHeaderProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultMenuOpen);
  const open = menuOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setUncontrolledOpen(next);
    onMenuOpenChange?.(next);
  };
  const close = () => setOpen(false);

  return (
    <header className={cx(styles.root, className)} data-menu-state={open ? 'open' : 'closed'} {...rest}>
      <div className={styles.inner}>
        <div className={styles.brand}>{brand}</div>

        {/* The landmark stays on small screens around the menu button, so the skip link still lands here. */}
        <nav id={navId} aria-label={navLabel} tabIndex={-1} className={styles.nav}>
          <ul className={styles.navList}>
            {navItems.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={styles.navLink} aria-current={item.current ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>

          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger className={styles.menuButton}>
              <Menu className={styles.menuIcon} aria-hidden="true" />
              {menuLabel}
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.overlay} />
              <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
                <div className={styles.sheetHeader}>
                  <Dialog.Title className={styles.sheetTitle}>{menuTitle}</Dialog.Title>
                  <Dialog.Close className={styles.closeButton}>
                    <X className={styles.menuIcon} aria-hidden="true" />
                    <span className={visuallyHidden}>{closeMenuLabel}</span>
                  </Dialog.Close>
                </div>

                <div className={styles.sheetBody}>
                  <nav aria-label={navLabel}>
                    <ul className={styles.sheetList}>
                      {navItems.map((item) => (
                        <li key={item.href}>
                          <Link
                            href={item.href}
                            className={styles.sheetLink}
                            aria-current={item.current ? 'page' : undefined}
                            onClick={close}
                          >
                            {item.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </nav>

                  {user ? (
                    <div className={styles.sheetSection}>
                      <p className={styles.sheetUser}>
                        <span className={styles.avatar} aria-hidden="true">
                          {initialOf(user.name)}
                        </span>
                        {user.name}
                      </p>
                      <ul className={styles.sheetList}>
                        {user.menuItems.map((item) => (
                          <li key={`${item.type}-${item.label}`}>
                            {item.type === 'link' ? (
                              <Link href={item.href} className={styles.sheetLink} onClick={close}>
                                {item.label}
                              </Link>
                            ) : (
                              <button
                                type="button"
                                className={styles.sheetLink}
                                onClick={() => {
                                  item.onSelect();
                                  close();
                                }}
                              >
                                {item.label}
                              </button>
                            )}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : actions.length > 0 ? (
                    <div className={cx(styles.sheetSection, styles.sheetActions)}>
                      {actions.map((action, index) => {
                        const variant = actionVariant(action, index, actions.length);
                        return (
                          // A ghost button reads as plain text once full width: the panel outlines it.
                          <Button
                            key={action.href}
                            asChild
                            fullWidth
                            variant={variant === 'ghost' ? 'outline' : variant}
                          >
                            <Link href={action.href} onClick={close}>
                              {action.label}
                            </Link>
                          </Button>
                        );
                      })}
                    </div>
                  ) : null}
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </nav>

        {user ? (
          <div className={styles.actions}>
            <UserMenu user={user} linkComponent={Link} />
          </div>
        ) : actions.length > 0 ? (
          <div className={styles.actions}>
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

function UserMenu({ user, linkComponent: Link }: { user: SiteHeaderUser; linkComponent: LinkComponent }) {
  return (
    // Not modal: a modal menu hides the rest of the page with `aria-hidden` while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.userTrigger}>
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(user.name)}
        </span>
        <span className={styles.userName}>{user.name}</span>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menuContent} align="end" sideOffset={8}>
          {user.menuItems.map((item, index) => {
            const previous = user.menuItems[index - 1];
            return (
              <Fragment key={`${item.type}-${item.label}`}>
                {/* Actions such as signing out sit apart from the pages above them. */}
                {item.type === 'action' && previous?.type === 'link' ? (
                  <DropdownMenu.Separator className={styles.menuSeparator} />
                ) : null}
                {item.type === 'link' ? (
                  <DropdownMenu.Item asChild className={styles.menuItem}>
                    <Link href={item.href}>{item.label}</Link>
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item className={styles.menuItem} onSelect={item.onSelect}>
                    {item.label}
                  </DropdownMenu.Item>
                )}
              </Fragment>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
