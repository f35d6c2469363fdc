import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fr, LocaleProvider } from '../LocaleProvider';
import { Link } from '.';

afterEach(cleanup);

// jsdom lays nothing out, so it joins the link's text and the hidden hint that a browser separates
// as blocks: the names allow for both (the stories check the exact name).
describe('Link', () => {
  it('is a plain link in the same tab by default', () => {
    render(<Link href="/contact">Nous contacter</Link>);
    const link = screen.getByRole('link', { name: 'Nous contacter' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    expect(link.querySelector('svg')).toBeNull();
  });

  it('opens an external link in a new tab and says so', () => {
    render(
      <LocaleProvider messages={fr}>
        <Link href="https://www.cnil.fr/" external rel="external">
          Site de la CNIL
        </Link>
      </LocaleProvider>,
    );
    const link = screen.getByRole('link', { name: /^Site de la CNIL ?\(nouvel onglet\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a given new-tab label over the catalogue’s', () => {
    render(
      <Link href="https://www.cnil.fr/" external newTabLabel="(s’ouvre dans un nouvel onglet)">
        CNIL
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName(/^CNIL ?\(s’ouvre dans un nouvel onglet\)$/);
  });

  it('styles a router link with asChild, new-tab hint included', () => {
    render(
      <Link asChild external underline="hover">
        <a href="https://www.cnil.fr/" data-router="">
          CNIL
        </a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^CNIL ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('data-underline', 'hover');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
