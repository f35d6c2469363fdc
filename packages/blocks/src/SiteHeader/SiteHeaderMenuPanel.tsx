'use client';

import { X } from 'lucide-react';
import { Button, type LinkComponent, VisuallyHidden, useLocale } from '@company/ui';
import { useRef, type KeyboardEvent, type RefObject, type ToggleEvent } from 'react';
import { cx } from '../cx';
import { actionVariant } from './actionVariant';
import type { SiteHeaderAction, SiteHeaderNavItem, SiteHeaderUser } from './SiteHeader';
import * as styles from './SiteHeader.css';
import { initialOf } from './UserMenuTrigger';

interface SiteHeaderMenuPanelProps {
  /** `id` of the popover, the target of the menu button's `popovertarget` and `aria-controls`. */
  id: string;
  /** The popover's element, which `SiteHeader` shows and hides. */
  panelRef: RefObject<HTMLDivElement | null>;
  /** Called when the browser shows or hides the panel, whoever asked. */
  onToggle: (event: ToggleEvent<HTMLDivElement>) => void;
  navItems: ReadonlyArray<SiteHeaderNavItem>;
  linkComponent: LinkComponent;
  user: SiteHeaderUser | undefined;
  actions: ReadonlyArray<SiteHeaderAction>;
  menuTitle: string;
  closeMenuLabel: string;
}

/**
 * Shows or hides a popover. Browsers without the Popover API (and jsdom) leave it as the server
 * rendered it: closed. A popover out of the document (a header being unmounted or moved) has no
 * state to change: the browser would throw.
 */
export function setPopoverOpen(popover: HTMLElement | null, open: boolean) {
  if (popover?.isConnected && typeof popover.togglePopover === 'function') popover.togglePopover(open);
}

/** Links and buttons Tab stops at inside the panel. */
const tabStops = 'a[href], button:not(:disabled)';

/**
 * The small-screen menu: an `auto` popover over the whole screen, the page dimmed and a panel
 * sliding in from the side. It is in the server's HTML, closed, and the browser opens it from the
 * menu button, closes it on Escape, from its close button or a tap on the dimmed page, and then
 * gives the focus back to the menu button: all of it before any script runs. Once React runs, it
 * also closes when a link or an entry is chosen (a router link does not load a new page) and keeps
 * Tab inside while open.
 */
export function SiteHeaderMenuPanel({
  id,
  panelRef,
  onToggle,
  navItems,
  linkComponent: Link,
  user,
  actions,
  menuTitle,
  closeMenuLabel,
}: SiteHeaderMenuPanelProps) {
  const { locale } = useLocale();
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = `${id}-title`;
  const hide = () => setPopoverOpen(panelRef.current, false);

  const handleToggle = (event: ToggleEvent<HTMLDivElement>) => {
    // The browser focuses the `autofocus` button on opening, but React writes that attribute in
    // server-rendered HTML only: a panel rendered in the browser moves the focus itself.
    if (event.newState === 'open' && !event.currentTarget.contains(document.activeElement)) {
      closeButtonRef.current?.focus();
    }
    onToggle(event);
  };

  // The panel covers the page: Tab goes round its links rather than on to the page behind it.
  const keepTabInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const stops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(tabStops));
    const edge = event.shiftKey ? stops[0] : stops.at(-1);
    const other = event.shiftKey ? stops.at(-1) : stops[0];
    if (document.activeElement !== edge || !other) return;
    event.preventDefault();
    other.focus();
  };

  return (
    <div ref={panelRef} id={id} popover="auto" className={styles.menuLayer} onToggle={handleToggle}>
      {/* The dimmed page. A popover's `::backdrop` lets a tap through to the page, which would
          follow the link under the finger as it closes the menu: this button takes the tap. The
          close button below is its equivalent for the keyboard and assistive technologies. */}
      <button
        type="button"
        className={styles.scrim}
        popoverTarget={id}
        popoverTargetAction="hide"
        tabIndex={-1}
        aria-hidden="true"
      />
      {/* Tab is handled from the panel for the links and buttons inside it, each a native control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div role="dialog" aria-labelledby={titleId} className={styles.sheet} onKeyDown={keepTabInside}>
        <div className={styles.sheetHeader}>
          <h2 id={titleId} className={styles.sheetTitle}>
            {menuTitle}
          </h2>
          <button
            ref={closeButtonRef}
            type="button"
            className={styles.closeButton}
            popoverTarget={id}
            popoverTargetAction="hide"
            // Inside a popover, `autofocus` names what the browser focuses each time the popover
            // opens (the page's load skips it while hidden): the panel is ready for the keyboard.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          >
            <X className={styles.menuIcon} aria-hidden="true" />
            <VisuallyHidden>{closeMenuLabel}</VisuallyHidden>
          </button>
        </div>

        <div className={styles.sheetBody}>
          <ul className={styles.sheetList}>
            {navItems.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={styles.sheetLink}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={hide}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>

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
                      <Link href={item.href} className={styles.sheetLink} onClick={hide}>
                        {item.label}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className={styles.sheetLink}
                        onClick={() => {
                          item.onSelect();
                          hide();
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
                    <Link href={action.href} onClick={hide}>
                      {action.label}
                    </Link>
                  </Button>
                );
              })}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
