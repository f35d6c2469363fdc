import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteLocale } from '../components/SiteLocale';
import type * as restricted from '../data/restricted';
import { underConstructionPages, type UnderConstructionPageId } from '../data/restricted';
import { UnderConstructionPage } from './UnderConstructionPage';

// The webinars page announces a date here; the site's data promises none for now.
vi.mock('../data/restricted', async (importOriginal) => {
  const data = await importOriginal<typeof restricted>();
  const webinars = {
    ...data.underConstructionPages.webinars,
    expectedDate: { label: 'T2 2027', lastDay: '2027-06-30' },
  };
  return { ...data, underConstructionPages: { ...data.underConstructionPages, webinars } };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderPage(id: UnderConstructionPageId, now: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  render(
    <MemoryRouter>
      <UnderConstructionPage id={id} />
    </MemoryRouter>,
    { wrapper: SiteLocale },
  );
}

describe('UnderConstructionPage', () => {
  it.each(['admin', 'client', 'community'] as const)('« %s » promises no date: « Disponible prochainement »', (id) => {
    renderPage(id, '2025-02-01T09:00:00Z');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(underConstructionPages[id].title);
    expect(screen.getByText('Disponible prochainement')).toBeVisible();
    expect(screen.queryByText(/Date prévue/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Avancement' })).toHaveAttribute('aria-valuenow', '75');
  });

  it('shows a configured date while it lies ahead', () => {
    renderPage('webinars', '2027-06-30T20:00:00Z');
    expect(screen.getByText(/Date prévue/).textContent).toBe('Date prévue\u00a0: T2 2027');
    expect(screen.queryByText('Disponible prochainement')).toBeNull();
  });

  it('no longer shows it once its last day is over', () => {
    renderPage('webinars', '2027-06-30T21:00:00Z');
    expect(screen.getByText('Disponible prochainement')).toBeVisible();
    expect(screen.queryByText(/T2 2027/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Avancement' })).toHaveAttribute('aria-valuenow', '75');
  });
});
