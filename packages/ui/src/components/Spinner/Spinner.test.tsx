import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fr, LocaleProvider } from '../LocaleProvider';
import { Spinner } from '.';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status that reads the catalogue’s label by default', () => {
    render(<Spinner />);
    // A live region is read out from its content; `status` takes no name from it.
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('speaks the provider’s language, and a given label over it', () => {
    render(
      <LocaleProvider messages={fr}>
        <Spinner />
        <Spinner label="Chargement des offres…" />
      </LocaleProvider>,
    );
    const [byDefault, given] = screen.getAllByRole('status');
    expect(byDefault).toHaveTextContent('Chargement…');
    expect(given).toHaveTextContent('Chargement des offres…');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative label="ignoré" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('');
  });

  it('takes its size as a data attribute for styles and tests', () => {
    const { container } = render(<Spinner size="lg" />);
    expect(container.firstElementChild).toHaveAttribute('data-size', 'lg');
  });
});
