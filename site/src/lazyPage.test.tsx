import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './layout/PageErrorBoundary';
import { lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <h1>Bonjour {name}</h1>;
}

describe('lazyPage', () => {
  it('renders at once once preloaded, as the prerender and the hydration need', async () => {
    const page = lazyPage('src/pages/Greeting.tsx', () => Promise.resolve(Greeting));
    await page.preload();
    const Page = page;
    expect(renderToString(<Page name="Hanitra" />)).toBe('<h1>Bonjour <!-- -->Hanitra</h1>');
  });

  it('loads its code once, however often it is preloaded or shown', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const page = lazyPage('src/pages/Greeting.tsx', load);
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(page.module).toBe('src/pages/Greeting.tsx');
  });

  it('suspends until its code arrives when shown without a preload', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const page = lazyPage('src/pages/Greeting.tsx', () => new Promise<typeof Greeting>((done) => (resolve = done)));
    const Page = page;
    // React only retries a suspended render inside an awaited act() in this test environment.
    await act(() => {
      render(
        <Suspense fallback={<p>Chargement…</p>}>
          <Page name="Hanitra" />
        </Suspense>,
      );
      return Promise.resolve();
    });
    expect(screen.getByText('Chargement…')).toBeTruthy();
    await act(() => {
      resolve(Greeting);
      return Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Bonjour Hanitra' })).toBeTruthy();
  });

  it('hands a failed load to the error boundary, which the next address clears', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValue(new Error('chunk lost'));
    const page = lazyPage('src/pages/Greeting.tsx', load);
    const Page = page;
    const view = (resetKey: string) => (
      <Suspense fallback={null}>
        <PageErrorBoundary resetKey={resetKey} fallback={<p>Une erreur est survenue</p>}>
          <Page name="Hanitra" />
        </PageErrorBoundary>
      </Suspense>
    );
    let rerender: (ui: ReactNode) => void = () => undefined;
    await act(() => {
      ({ rerender } = render(view('/contact')));
      return Promise.resolve();
    });
    expect(screen.getByText('Une erreur est survenue')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    // Another address clears the error and shows its own content.
    rerender(
      <PageErrorBoundary resetKey="/" fallback={<p>Une erreur est survenue</p>}>
        <p>Accueil</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Accueil')).toBeTruthy();
  });
});
