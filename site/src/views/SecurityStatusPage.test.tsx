import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteLocale } from '../components/SiteLocale';
import { sampleAttacks, securityPageCopy as copy } from '../data/security';
import { securityLoadDelayMs } from '../services/securityStatus';
import { SecurityStatusPage } from './SecurityStatusPage';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Renders the page with every draw of the simulation at `draw`, then lets the first check end. */
function renderWithDraw(draw: number) {
  vi.spyOn(Math, 'random').mockReturnValue(draw);
  const router = createMemoryRouter([{ path: '/security-status', element: <SecurityStatusPage /> }], {
    initialEntries: ['/security-status'],
  });
  render(<RouterProvider router={router} />, { wrapper: SiteLocale });
  act(() => {
    vi.advanceTimersByTime(securityLoadDelayMs);
  });
}

/** Each figure card as the visitor reads it: « 1 Adresse IP bloquée ». */
const cards = () =>
  screen
    .getAllByRole('term')
    .map((term) => `${term.parentElement?.querySelector('dd')?.textContent} ${term.textContent}`);

const attackRows = () =>
  within(screen.getByRole('table', { name: copy.attacksTableTitle }))
    .queryAllByRole('row')
    .filter((row) => within(row).queryAllByRole('rowheader').length > 0);

describe('SecurityStatusPage', () => {
  it('says at the top that its figures are a demonstration, and claims no live monitoring', () => {
    renderWithDraw(0.5);
    const heading = screen.getByRole('heading', { level: 1, name: copy.title });
    expect(heading.parentElement).toHaveTextContent(/Démonstration\s*: les chiffres.*simulés/);
    expect(document.body).not.toHaveTextContent(/temps réel/i);
  });

  it('takes the singular for one blocked address and no attack, with an empty table', () => {
    // 0.15: 1 blocked address out of 0–9, 0 attacks out of 0–3.
    renderWithDraw(0.15);
    expect(cards()).toEqual(expect.arrayContaining(['1 Adresse IP bloquée', '0 Attaque récente']));
    expect(screen.getByRole('cell', { name: copy.emptyAttacks })).toBeInTheDocument();
  });

  it('takes the plural from two on, and counts exactly the rows of its table', () => {
    renderWithDraw(0.5);
    expect(cards()).toEqual(expect.arrayContaining(['5 Adresses IP bloquées', '2 Attaques récentes']));
    expect(attackRows()).toHaveLength(2);

    cleanup();
    renderWithDraw(0.9999);
    expect(cards()).toEqual(
      expect.arrayContaining(['9 Adresses IP bloquées', `${sampleAttacks.length} Attaques récentes`]),
    );
    expect(attackRows()).toHaveLength(sampleAttacks.length);
  });
});
