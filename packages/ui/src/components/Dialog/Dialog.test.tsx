import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Theme } from '../../theme/Theme';
import { fr, LocaleProvider } from '../LocaleProvider';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '.';
import * as styles from './Dialog.css';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const overlay = () => document.querySelector(`.${styles.overlay}`);

function Example(props: Parameters<typeof DialogContent>[0]) {
  return (
    <DialogContent {...props}>
      <DialogTitle>Planifier un appel</DialogTitle>
      <DialogDescription>Un chef de projet vous rappelle.</DialogDescription>
    </DialogContent>
  );
}

describe('the close button', () => {
  it('is named from the English catalogue by default', () => {
    render(
      <Dialog defaultOpen>
        <Example />
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('is named from the French catalogue under a French provider', () => {
    render(
      <LocaleProvider messages={fr}>
        <Dialog defaultOpen>
          <Example />
        </Dialog>
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('takes closeLabel over the catalogue, and is left out with closeButton={false}', () => {
    const { rerender } = render(
      <Dialog defaultOpen>
        <Example closeLabel="Fermer la fenêtre" />
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Fermer la fenêtre' })).toBeInTheDocument();
    rerender(
      <Dialog defaultOpen>
        <Example closeButton={false} />
      </Dialog>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('colour scheme of the portalled dialog', () => {
  it('takes the scheme of the Theme the Dialog is in, on the panel and the overlay', async () => {
    render(
      <Theme scheme="dark">
        <Dialog>
          <DialogTrigger>Ouvrir</DialogTrigger>
          <Example />
        </Dialog>
      </Theme>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Planifier un appel' });
    // Portalled to the end of <body>, out of the Theme.
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog).toHaveAttribute('data-cui-scheme', 'dark');
    expect(overlay()).toHaveAttribute('data-cui-scheme', 'dark');
  });

  it('carries no scheme when nothing above it sets one', () => {
    render(
      <Dialog defaultOpen>
        <Example />
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-cui-scheme');
  });

  it('hydrates the server HTML without a mismatch, then takes the scheme', () => {
    const page = (
      <Theme scheme="dark">
        <Dialog defaultOpen>
          <Example />
        </Dialog>
      </Theme>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The dialog itself only renders in the browser: the server HTML holds no scheme to disagree on.
    expect(container.querySelector('[role="dialog"]')).toBeNull();

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
  it('uncontrolled: the trigger opens it, Escape closes it, each reported', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog onOpenChange={onOpenChange}>
        <DialogTrigger>Ouvrir</DialogTrigger>
        <Example />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('controlled: stays open until the caller closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog open onOpenChange={onOpenChange}>
        <Example />
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[false]]);
    expect(screen.getByRole('dialog')).toBeVisible();
    rerender(
      <Dialog open={false} onOpenChange={onOpenChange}>
        <Example />
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the page behind', () => {
  it('is inert while a modal dialog is open, its overlay excepted, and usable again once it closes', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Dialog>
        <DialogTrigger>Ouvrir</DialogTrigger>
        <Example />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('dialog')).not.toHaveAttribute('inert');
    expect(overlay()).not.toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('stays usable beside a non-modal dialog', () => {
    const { container } = render(
      <Dialog defaultOpen modal={false}>
        <Example />
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(container).not.toHaveAttribute('inert');
  });
});
