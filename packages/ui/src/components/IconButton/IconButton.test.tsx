import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton, type IconButtonProps } from '.';

afterEach(cleanup);

const icon = <svg data-testid="icon" />;
/** Stands in for a router's link component, which takes its content from its caller. */
const RouterLink = ({ children, ...props }: ComponentProps<'a'>) => <a {...props}>{children}</a>;

describe('IconButton', () => {
  it('is named by its aria-label, and its icon is hidden', () => {
    render(<IconButton icon={icon} aria-label="Fermer" />);
    const button = screen.getByRole('button', { name: 'Fermer' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is named by the element aria-labelledby points at', () => {
    render(
      <>
        <h2 id="panier">Panier</h2>
        <IconButton icon={icon} aria-labelledby="panier" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Panier' })).toHaveAttribute('aria-labelledby', 'panier');
  });

  it('keeps Button’s loading behaviour: busy, named as loading, not activated', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={icon} aria-label="Actualiser" loading loadingLabel="Chargement…" onClick={onClick} />);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-busy', 'true');
    // jsdom lays nothing out, so it joins the two hidden texts that a browser separates as blocks
    // (the story checks the exact name).
    expect(button).toHaveAccessibleName(/^Actualiser ?Chargement…$/);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with asChild, named by its aria-label', () => {
    render(
      <IconButton icon={icon} aria-label="Suivant" asChild variant="ghost">
        <RouterLink href="/suite" />
      </IconButton>,
    );
    expect(screen.getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/suite');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('requires a name in its type', () => {
    // Type-level checks: `npm run typecheck` fails if one of these lines compiles.
    // @ts-expect-error -- no accessible name
    const unnamed: IconButtonProps = { icon };
    // @ts-expect-error -- aria-label must be a string
    const numbered: IconButtonProps = { icon, 'aria-label': 42 };
    // @ts-expect-error -- one way of naming, not both
    const both: IconButtonProps = { icon, 'aria-label': 'Fermer', 'aria-labelledby': 'titre' };
    // @ts-expect-error -- the icon is the content: no children but an element with asChild
    const withText: IconButtonProps = { icon, 'aria-label': 'Fermer', children: 'Fermer' };
    const named: IconButtonProps[] = [
      { icon, 'aria-label': 'Fermer' },
      { icon, 'aria-labelledby': 'titre', variant: 'ghost', size: 'sm' },
    ];
    expect([unnamed, numbered, both, withText, named]).toHaveLength(5);
  });
});
