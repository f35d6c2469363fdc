import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Theme } from '../../theme/Theme';
import { SiteHeader } from './SiteHeader';
import * as styles from './SiteHeader.css';
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

describe('colour scheme of the portalled menus', () => {
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

  const openMenuSheet = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    return screen.findByRole('dialog', { name: 'Menu' });
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

  it('gives the small-screen menu panel and its overlay the scheme of the Theme around the header', async () => {
    render(
      <Theme scheme="dark">
        <SiteHeader {...siteHeaderProps} />
      </Theme>,
    );
    const sheet = await openMenuSheet();
    expect(sheet.closest('[data-cui-scheme]')).toBe(sheet);
    expect(sheet).toHaveAttribute('data-cui-scheme', 'dark');
    expect(document.querySelector(`.${styles.overlay}`)).toHaveAttribute('data-cui-scheme', 'dark');
  });

  it('leaves both without a scheme when nothing above the header sets one', async () => {
    render(<SiteHeader {...siteHeaderProps} user={signedInUser} />);
    expect(await openAccountMenu()).not.toHaveAttribute('data-cui-scheme');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    expect(await openMenuSheet()).not.toHaveAttribute('data-cui-scheme');
    expect(document.querySelector(`.${styles.overlay}`)).not.toHaveAttribute('data-cui-scheme');
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
