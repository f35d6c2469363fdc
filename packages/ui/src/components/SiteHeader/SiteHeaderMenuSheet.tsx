'use client';

import * as Dialog from 'radix-ui/dialog';
import { X } from '../../icons/X';
import type { RefObject } from 'react';
import { cx } from '../../utils/cx';
import { useInertOutside } from '../../utils/inertOutside';
import type { LinkComponent } from '../../utils/link';
import { useInheritedScheme } from '../../utils/useInheritedScheme';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { Button } from '../Button';
import { useLocaleSettings } from '../LocaleProvider/context';
import { actionVariant } from './actionVariant';
import type { SiteHeaderAction, SiteHeaderNavItem, SiteHeaderUser } from './SiteHeader';
import * as styles from './SiteHeader.css';
import { initialOf } from './UserMenuTrigger';

interface SiteHeaderMenuSheetProps {
  /** `id` of the panel, named by the menu button's `aria-controls`. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, focused again when the panel closes; the panel takes its colour scheme. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  navItems: ReadonlyArray<SiteHeaderNavItem>;
  navLabel: string;
  linkComponent: LinkComponent;
  user: SiteHeaderUser | undefined;
  actions: ReadonlyArray<SiteHeaderAction>;
  menuTitle: string;
  closeMenuLabel: string;
}

/** The small-screen menu panel: a Radix dialog sliding in from the side. Loaded by `SiteHeader` on demand. */
export default function SiteHeaderMenuSheet({
  id,
  open,
  onOpenChange,
  returnFocusTo,
  navItems,
  navLabel,
  linkComponent: Link,
  user,
  actions,
  menuTitle,
  closeMenuLabel,
}: SiteHeaderMenuSheetProps) {
  const { locale } = useLocaleSettings();
  const scheme = useInheritedScheme(returnFocusTo, open);
  // As every modal of the package: the page behind takes neither focus nor clicks while the menu is open.
  const [panelRef, overlayRef] = useInertOutside(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay ref={overlayRef} className={styles.overlay} data-cui-scheme={scheme} />
        <Dialog.Content
          ref={panelRef}
          id={id}
          className={styles.sheet}
          data-cui-scheme={scheme}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Focus goes back to the menu button (opened outside Radix's Trigger), unless the app
            // has already put it elsewhere: a link chosen in the panel led to a page that focused
            // its main region.
            event.preventDefault();
            const focused = document.activeElement;
            const panel = event.currentTarget instanceof Node ? event.currentTarget : null;
            if (!focused || focused === document.body || panel?.contains(focused)) returnFocusTo.current?.focus();
          }}
        >
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
                      onClick={() => onOpenChange(false)}
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
                    {initialOf(user.name, locale)}
                  </span>
                  {user.name}
                </p>
                <ul className={styles.sheetList}>
                  {user.menuItems.map((item) => (
                    <li key={`${item.type}-${item.label}`}>
                      {item.type === 'link' ? (
                        <Link href={item.href} className={styles.sheetLink} onClick={() => onOpenChange(false)}>
                          {item.label}
                        </Link>
                      ) : (
                        <button
                          type="button"
                          className={styles.sheetLink}
                          onClick={() => {
                            item.onSelect();
                            onOpenChange(false);
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
                    <Button key={action.href} asChild fullWidth variant={variant === 'ghost' ? 'outline' : variant}>
                      <Link href={action.href} onClick={() => onOpenChange(false)}>
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
  );
}
