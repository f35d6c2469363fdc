import { Theme } from '@company/ui/theme';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';
import { signedInUser, siteHeaderProps } from './SiteHeader.fixtures';

/** Holds the account menu's code back until the test lets it arrive, as a slow network would. */
const menuCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});

vi.mock('./SiteHeaderUserMenu', async (importOriginal) => {
  await menuCode.arrived;
  return importOriginal();
});

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The lazy module is fetched once per page: this is the only test that sees the stand-in.
it('keeps a click made while the account menu loads, and opens the menu when it arrives', async () => {
  const user = userEvent.setup();
  render(<SiteHeader {...siteHeaderProps} user={signedInUser} />);

  const standIn = screen.getByRole('button', { name: signedInUser.name });
  await user.click(standIn);
  expect(screen.queryByRole('menu')).toBeNull();

  await act(async () => {
    menuCode.arrive();
    await menuCode.arrived;
  });

  const menu = await screen.findByRole('menu');
  const trigger = screen.getByRole('button', { name: signedInUser.name });
  expect(trigger).not.toBe(standIn);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(trigger).toHaveAttribute('aria-controls', menu.id);
  expect(screen.getByRole('menuitem', { name: 'Mon Espace' })).toHaveAttribute('href', '/mon-espace');
});

describe('colour scheme of the menus', () => {
  /** Lets the account menu's code arrive (already done when the test above ran first). */
  const loadAccountMenu = async () => {
    await act(async () => {
      menuCode.arrive();
      await menuCode.arrived;
    });
    // Radix's trigger, rather than the stand-in, once the code is in.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: signedInUser.name })).toHaveAttribute('data-state', 'closed'),
    );
  };

  const openAccountMenu = async () => {
    await loadAccountMenu();
    screen.getByRole('button', { name: signedInUser.name }).focus();
    await userEvent.keyboard('{Enter}');
    return screen.findByRole('menu');
  };

  it('gives the account menu the scheme of the Theme around the header', async () => {
    render(
      <Theme scheme="dark">
        <SiteHeader {...siteHeaderProps} user={signedInUser} />
      </Theme>,
    );
    const menu = await openAccountMenu();
    // Portalled out of the Theme, to the end of <body>.
    expect(menu.closest('[data-cui-scheme]')).toBe(menu);
    expect(menu).toHaveAttribute('data-cui-scheme', 'dark');
  });

  it('leaves the account menu without a scheme when nothing above the header sets one', async () => {
    render(<SiteHeader {...siteHeaderProps} user={signedInUser} />);
    expect(await openAccountMenu()).not.toHaveAttribute('data-cui-scheme');
  });

  it('keeps the small-screen menu panel inside the Theme around the header, whose scheme it takes', () => {
    render(
      <Theme scheme="dark">
        <SiteHeader {...siteHeaderProps} />
      </Theme>,
    );
    const panel = screen.getByRole('dialog', { hidden: true });
    // Not portalled: the top layer shows it over the page, and it inherits the tokens of where it is.
    expect(panel.closest('[data-cui-scheme]')).toHaveAttribute('data-cui-scheme', 'dark');
  });
});

/** A guest's header with two links, the first one the current page, and one action. */
const guestHeader = (props: Partial<SiteHeaderProps> = {}) => (
  <SiteHeader
    brand="Company"
    navItems={[
      { href: '/services', label: 'Services', current: true },
      { href: '/contact', label: 'Contact' },
    ]}
    actions={[{ href: '/login', label: 'Connexion' }]}
    {...props}
  />
);

/** The popover « Menu » opens: its `popovertarget`. */
const menuPopover = (button: HTMLElement) => {
  const popover = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!popover) throw new Error('« Menu » opens no element of the page');
  return popover;
};

/** What a browser fires on the popover when it shows or hides it (jsdom has no Popover API). */
const browserToggles = (popover: HTMLElement, newState: 'open' | 'closed') =>
  act(() => {
    popover.dispatchEvent(
      Object.assign(new Event('toggle'), { oldState: newState === 'open' ? 'closed' : 'open', newState }),
    );
  });

describe('the small-screen menu, from the server-rendered HTML', () => {
  /** The server's HTML of `page`, in the document as a browser would show it before any script. */
  const serverRendered = (page: ReactElement) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    return container;
  };

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('holds a closed popover with every link, which « Menu » opens without a script', () => {
    const html = within(serverRendered(guestHeader()));
    const header = html.getByRole('banner');
    // No measured layout: the screen's width picks one.
    expect(header).not.toHaveAttribute('data-nav-fit');

    const button = html.getByRole('button', { name: 'Menu' });
    const popover = menuPopover(button);
    expect(popover).toHaveAttribute('popover', 'auto');
    expect(popover).not.toBeVisible();
    expect(button).toHaveAttribute('aria-controls', popover.id);
    const panel = within(popover).getByRole('dialog', { hidden: true });
    // Named by its title (jsdom leaves the text of a hidden title out of the name).
    expect(html.getByRole('heading', { name: 'Menu', hidden: true }).id).toBe(panel.getAttribute('aria-labelledby'));
    // Left to the browser, which exposes the state of a popover's button: a written `false` would stay false.
    expect(button).not.toHaveAttribute('aria-expanded');

    const inPanel = within(panel);
    const links = inPanel.getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Services', '/services'],
      ['Contact', '/contact'],
      ['Connexion', '/login'],
    ]);
    expect(inPanel.getByRole('link', { name: 'Services', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(inPanel.getByRole('link', { name: 'Contact', hidden: true })).not.toHaveAttribute('aria-current');

    const close = inPanel.getByRole('button', { name: 'Fermer le menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', popover.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    // Where the browser puts the focus when the panel opens.
    expect(close).toHaveAttribute('autofocus');
  });

  it('hydrates without a mismatch, then follows the panel the browser opens and closes', () => {
    const onMenuOpenChange = vi.fn();
    const page = guestHeader({ onMenuOpenChange });
    const container = serverRendered(page);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    const header = screen.getByRole('banner');
    const button = screen.getByRole('button', { name: 'Menu' });
    const popover = menuPopover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    browserToggles(popover, 'open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(header).toHaveAttribute('data-menu-state', 'open');
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(true);

    browserToggles(popover, 'closed');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(header).toHaveAttribute('data-menu-state', 'closed');
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
    expect(onMenuOpenChange).toHaveBeenCalledTimes(2);

    act(() => root?.unmount());
  });
});

describe('the controlled small-screen menu', () => {
  /** The Popover API's `togglePopover`, which jsdom lacks, as a spy. */
  let togglePopover: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    togglePopover = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'togglePopover', { value: togglePopover, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'togglePopover');
  });

  it('opens the panel as `menuOpen` says, and opens it again when the visitor closes it and the prop stays', () => {
    const onMenuOpenChange = vi.fn();
    render(guestHeader({ menuOpen: true, onMenuOpenChange }));
    expect(togglePopover).toHaveBeenLastCalledWith(true);
    const popover = menuPopover(screen.getByRole('button', { name: 'Menu' }));
    browserToggles(popover, 'open');
    // The header asked for it: nothing to report.
    expect(onMenuOpenChange).not.toHaveBeenCalled();

    const calls = togglePopover.mock.calls.length;
    // The visitor presses Escape: the browser closes the panel.
    browserToggles(popover, 'closed');
    expect(onMenuOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(togglePopover).toHaveBeenCalledTimes(calls + 1);
    expect(togglePopover).toHaveBeenLastCalledWith(true);
  });
});

describe('fitting the links', () => {
  /** The layout a browser would give: every child of the header this wide, the row as wide as `rowWidth`. */
  function stubLayout(rowWidth: () => number) {
    const shown = () => rowWidth() > 0;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(rowWidth);
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() =>
      Object.assign(shown() ? [new DOMRect(0, 0, rowWidth(), 64)] : [], { item: () => null }),
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => new DOMRect(0, 0, shown() ? 80 : 0, shown() ? 44 : 0),
    );
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('waits until a header mounted in a hidden container is shown, instead of settling on « Menu »', () => {
    const resized: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    let width = 0;
    stubLayout(() => width);
    render(<SiteHeader {...siteHeaderProps} user={signedInUser} />);
    const header = screen.getByRole('banner');
    // Hidden, nothing has a width: measuring now would find no room and choose the compact layout.
    expect(header).not.toHaveAttribute('data-nav-fit');

    width = 1008;
    act(() => {
      for (const callback of resized) callback([], {} as ResizeObserver);
    });
    expect(header).toHaveAttribute('data-nav-fit', 'row');
  });
});
