import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Theme } from '../../theme/Theme';
import * as dialogStyles from '../Dialog/Dialog.css';
import { RestrictedAccessDialog } from './RestrictedAccessDialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const overlay = () => document.querySelector(`.${dialogStyles.overlay}`);

describe('colour scheme of the portalled dialog', () => {
  it('takes the scheme of the Theme it is mounted in, on the panel and the overlay', () => {
    render(
      <Theme scheme="dark">
        <RestrictedAccessDialog pageName="Blog" />
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
          <RestrictedAccessDialog open={false} pageName="Blog" />
        </Theme>
      </Theme>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Theme scheme="dark">
        <Theme scheme="light">
          <RestrictedAccessDialog open pageName="Blog" />
        </Theme>
      </Theme>,
    );
    expect(screen.getByRole('dialog')).toHaveAttribute('data-cui-scheme', 'light');
  });

  it('carries no scheme when nothing above it sets one', () => {
    render(<RestrictedAccessDialog pageName="Blog" />);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-cui-scheme');
    expect(overlay()).not.toHaveAttribute('data-cui-scheme');
  });

  it('hydrates the server HTML without a mismatch, then takes the scheme', () => {
    const page = (
      <Theme scheme="dark">
        <RestrictedAccessDialog pageName="Blog" />
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

describe('open, defaultOpen and onOpenChange', () => {
  const exits: Array<{ way: string; leave: (user: ReturnType<typeof userEvent.setup>) => Promise<void> }> = [
    { way: 'Escape', leave: (user) => user.keyboard('{Escape}') },
    { way: 'the close icon', leave: (user) => user.click(screen.getByRole('button', { name: 'Close the dialog' })) },
    { way: '« Close »', leave: (user) => user.click(screen.getByRole('button', { name: 'Close' })) },
    { way: '« Back to home »', leave: (user) => user.click(screen.getByRole('button', { name: 'Back to home' })) },
  ];

  it.each(exits)(
    'uncontrolled, shown at first and closed by $way, which calls onOpenChange(false)',
    async ({ leave }) => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      render(<RestrictedAccessDialog pageName="Blog" onOpenChange={onOpenChange} />);
      expect(screen.getByRole('dialog')).toBeVisible();
      await leave(user);
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('starts closed with defaultOpen={false}', () => {
    render(<RestrictedAccessDialog pageName="Blog" defaultOpen={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('controlled, stays open until the caller closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(<RestrictedAccessDialog open pageName="Blog" onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.getByRole('dialog')).toBeVisible();
    rerender(<RestrictedAccessDialog open={false} pageName="Blog" onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from the homeAction link, whose own click handler still runs', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onNavigate = vi.fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());
    render(
      <RestrictedAccessDialog
        pageName="Blog"
        onOpenChange={onOpenChange}
        homeAction={
          <a href="/fr/" onClick={onNavigate}>
            Retour à l’accueil
          </a>
        }
      />,
    );
    await user.click(screen.getByRole('link', { name: 'Retour à l’accueil' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes « Back to home » a link with homeHref, which closes the notice too', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<RestrictedAccessDialog pageName="Blog" onOpenChange={onOpenChange} homeHref="#accueil" />);
    const link = screen.getByRole('link', { name: 'Back to home' });
    expect(link).toHaveAttribute('href', '#accueil');
    expect(screen.queryByRole('button', { name: 'Back to home' })).toBeNull();
    await user.click(link);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes homeAction over homeHref', () => {
    render(<RestrictedAccessDialog pageName="Blog" homeHref="/fr/" homeAction={<a href="/">Accueil</a>} />);
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to home' })).toBeNull();
  });
});
