import '@company/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { yieldToMain } from './boot/yieldToMain';
import { SiteLocale } from './components/SiteLocale';
import { isNotFound, preloadPages, routerBasename } from './router';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The prerendered HTML preloads the page's chunks; waiting for them lets hydration render the
// page at once, exactly as served.
await preloadPages(routes, window.location.pathname).catch(() => {
  // A chunk that failed to load: the page's error boundary says so once rendering reaches it.
});

// The host answers every unknown path with the prerendered 404 page. When the router knows the
// path after all (an unknown service slug, which redirects to /services), that markup is not
// this page's: render it anew instead of hydrating a mismatch.
const servedNotFound = container.dataset.prerendered === 'not-found';
const routedNotFound = isNotFound(routes, window.location.pathname);
const hydrate = container.firstElementChild !== null && (!servedNotFound || routedNotFound);

const app = (
  <StrictMode>
    <SiteLocale>
      <BrowserRouter basename={routerBasename}>
        <App />
      </BrowserRouter>
    </SiteLocale>
  </StrictMode>
);

// Built pages arrive prerendered and hydrate; the dev server sends #root with only a comment.
// Hydration starts in a task of its own, apart from the evaluation of the page's modules, and runs
// as a transition: React then hydrates in slices of a few milliseconds and lets the browser handle
// input in between, instead of holding the main thread for the whole page. Once it has begun, a
// click on a part not hydrated yet is delivered as soon as React has hydrated that part.
if (hydrate) {
  await yieldToMain();
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
