import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SiteHeader } from './SiteHeader';
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
