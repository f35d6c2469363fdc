import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Theme } from '../../theme/Theme';
import { RestrictedAccessDialog } from './RestrictedAccessDialog';
import * as styles from './RestrictedAccessDialog.css';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const noop = () => {};
const overlay = () => document.querySelector(`.${styles.overlay}`);

describe('colour scheme of the portalled dialog', () => {
  it('takes the scheme of the Theme it is mounted in, on the panel and the overlay', () => {
    render(
      <Theme scheme="dark">
        <RestrictedAccessDialog pageName="Blog" onExit={noop} />
      </Theme>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Restricted access' });
    // Portalled to the end of <body>, out of the Theme.
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog).toHaveAttribute('data-cui-scheme', 'dark');
    expect(overlay()).toHaveAttribute('data-cui-scheme', 'dark');
  });

  it('takes the nearest scheme, read when it opens', () => {
    const { rerender } = render(
      <Theme scheme="dark">
        <Theme scheme="light">
          <RestrictedAccessDialog open={false} pageName="Blog" onExit={noop} />
        </Theme>
      </Theme>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Theme scheme="dark">
        <Theme scheme="light">
          <RestrictedAccessDialog open pageName="Blog" onExit={noop} />
        </Theme>
      </Theme>,
    );
    expect(screen.getByRole('dialog')).toHaveAttribute('data-cui-scheme', 'light');
  });

  it('carries no scheme when nothing above it sets one', () => {
    render(<RestrictedAccessDialog pageName="Blog" onExit={noop} />);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-cui-scheme');
    expect(overlay()).not.toHaveAttribute('data-cui-scheme');
  });

  it('hydrates the server HTML without a mismatch, then takes the scheme', () => {
    const page = (
      <Theme scheme="dark">
        <RestrictedAccessDialog pageName="Blog" onExit={noop} />
      </Theme>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The dialog itself only renders in the browser: the server HTML holds no scheme to disagree on.
    expect(container.querySelector('[role="dialog"]')).toBeNull();

    // React reports a mismatched text as a recoverable error, and mismatched attributes on the console.
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-cui-scheme', 'dark');

    act(() => root?.unmount());
    container.remove();
  });
});
