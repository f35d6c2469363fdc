'use client';

import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { LinkComponent } from '../../utils/link';
import { useInheritedScheme } from '../../utils/useInheritedScheme';
import { useLocaleSettings } from '../LocaleProvider/context';
import type { SiteHeaderUser } from './SiteHeader';
import * as styles from './SiteHeader.css';
import { UserMenuTrigger } from './UserMenuTrigger';

/** The signed-in user's account menu: a Radix dropdown menu. Loaded by `SiteHeader` on demand. */
export default function SiteHeaderUserMenu({
  user,
  linkComponent: Link,
  defaultOpen = false,
  focusOnMount = false,
}: {
  user: SiteHeaderUser;
  linkComponent: LinkComponent;
  /** Opens at once: the visitor chose the stand-in button while this code loaded. */
  defaultOpen?: boolean;
  /** Takes the focus the stand-in button had, which left the page with it. */
  focusOnMount?: boolean;
}) {
  const { locale } = useLocaleSettings();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  // The menu is portalled out of the header: it takes the scheme of its trigger.
  const scheme = useInheritedScheme(triggerRef, open);
  // Set once, by the stand-in this replaced.
  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
  }, [focusOnMount]);
  return (
    // Not modal: a modal menu hides the rest of the page with `aria-hidden` while its links stay focusable.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <UserMenuTrigger ref={triggerRef} name={user.name} locale={locale} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menuContent} data-cui-scheme={scheme} align="end" sideOffset={8}>
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
