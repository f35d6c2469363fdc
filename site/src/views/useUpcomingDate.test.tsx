import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUpcoming, type ExpectedDate } from '../data/restricted';
import { useUpcomingDate } from './useUpcomingDate';

const firstQuarter: ExpectedDate = { label: 'T1 2027', lastDay: '2027-03-31' };
/** 23:59 on 31 March 2027 in Toamasina (UTC+3). */
const lastMinute = new Date('2027-03-31T20:59:00Z');
/** Midnight, 1 April 2027, in Toamasina. */
const dayAfter = new Date('2027-03-31T21:00:00Z');

function Availability({ expected }: { expected?: ExpectedDate }) {
  const label = useUpcomingDate(expected);
  return <p>{label ? `Date prévue\u00a0: ${label}` : 'Disponible prochainement'}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders as the prerender does at `builtAt`, then hydrates that HTML in a browser whose clock reads `readAt`. */
function prerenderThenHydrate(expected: ExpectedDate, builtAt: Date, readAt: Date) {
  vi.setSystemTime(builtAt);
  const html = renderToString(<Availability expected={expected} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  vi.setSystemTime(readAt);
  const onRecoverableError = vi.fn();
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <Availability expected={expected} />, { onRecoverableError });
  });
  return { html, container, onRecoverableError, unmount: () => act(() => root?.unmount()) };
}

describe('isUpcoming', () => {
  it('holds until the end of the last day, Madagascar time', () => {
    expect(isUpcoming(firstQuarter, new Date('2027-01-01T00:00:00Z').getTime())).toBe(true);
    expect(isUpcoming(firstQuarter, lastMinute.getTime())).toBe(true);
    expect(isUpcoming(firstQuarter, dayAfter.getTime())).toBe(false);
  });
});

describe('useUpcomingDate', () => {
  it('never writes the date into the prerendered HTML', () => {
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const html = renderToString(<Availability expected={firstQuarter} />);
    expect(html).toContain('Disponible prochainement');
    expect(html).not.toContain('T1 2027');
  });

  it('shows the date after hydration while it lies ahead, without a mismatch', () => {
    const page = prerenderThenHydrate(firstQuarter, new Date('2026-11-24T12:00:00Z'), lastMinute);
    expect(page.container).toHaveTextContent('Date prévue : T1 2027');
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    page.unmount();
    page.container.remove();
  });

  it('drops a date that passed after the build', () => {
    const page = prerenderThenHydrate(firstQuarter, new Date('2027-03-01T12:00:00Z'), dayAfter);
    expect(page.container).toHaveTextContent('Disponible prochainement');
    expect(page.container).not.toHaveTextContent('T1 2027');
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    page.unmount();
    page.container.remove();
  });

  it('decides at once in a page rendered in the browser (a client-side navigation)', () => {
    vi.setSystemTime(lastMinute);
    render(<Availability expected={firstQuarter} />);
    expect(screen.getByText(/Date prévue/)).toHaveTextContent('Date prévue : T1 2027');
    cleanup();

    vi.setSystemTime(dayAfter);
    render(<Availability expected={firstQuarter} />);
    expect(screen.getByText('Disponible prochainement')).toBeInTheDocument();
  });

  it('says « Disponible prochainement » when no date is set', () => {
    render(<Availability />);
    expect(screen.getByText('Disponible prochainement')).toBeInTheDocument();
  });
});
