'use client';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type LinkComponent,
  useLocale,
} from '@company/ui';
import { Fragment, useEffect, useRef, useState, useTransition } from 'react';
import type { SiteHeaderUser } from './SiteHeader';
import { UserMenuTrigger } from './UserMenuTrigger';

/**
 * The signed-in user's account menu: a `DropdownMenu`, which is not modal and takes the scheme of
 * its trigger. Loaded by `SiteHeader` on demand.
 */
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
  const { locale } = useLocale();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Set once, by the stand-in this replaced.
  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
  }, [focusOnMount]);
  // Opening renders the whole menu (its items, positioning and focus management): on a slow phone
  // that is a long task, so it renders as a transition. The press shows at once (`aria-busy`,
  // styled as the open button) and the page keeps answering until the menu is there.
  const [open, setOpen] = useState(false);
  const [opening, startOpening] = useTransition();
  const handleOpenChange = (next: boolean) => {
    if (next) startOpening(() => setOpen(true));
    else setOpen(false);
  };
  // A press on the stand-in opens the menu the same way, once this has mounted closed: mounting it
  // open would render the whole menu in the render that replaces the stand-in, which may be the
  // press's own.
  const [requested, setRequested] = useState(defaultOpen);
  useEffect(() => {
    if (!requested) return;
    startOpening(() => {
      setRequested(false);
      setOpen(true);
    });
  }, [requested]);
  return (
    <DropdownMenu open={open} onOpenChange={handleOpenChange}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger
          ref={triggerRef}
          name={user.name}
          locale={locale}
          aria-busy={opening || requested || undefined}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {user.menuItems.map((item, index) => {
          const previous = user.menuItems[index - 1];
          return (
            <Fragment key={`${item.type}-${item.label}`}>
              {/* Actions such as signing out sit apart from the pages above them. */}
              {item.type === 'action' && previous?.type === 'link' ? <DropdownMenuSeparator /> : null}
              {item.type === 'link' ? (
                <DropdownMenuItem asChild>
                  <Link href={item.href}>{item.label}</Link>
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem onSelect={item.onSelect}>{item.label}</DropdownMenuItem>
              )}
            </Fragment>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
