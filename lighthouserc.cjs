// Lighthouse CI on the production build: `npm run bench` (which builds first and prints the table),
// or `npx lhci autorun` on the current site/dist. Each route is measured beside its no-JavaScript
// floor (scripts/bench/floor.mjs), served by the host's own runtime (`npm run preview`: its headers,
// redirects and compression). Lighthouse's defaults are the mobile preset: a phone-sized screen and
// simulated throttling. BENCH_ROUTES (comma-separated), BENCH_RUNS and BENCH_PORT narrow a run.
/* eslint-disable @typescript-eslint/no-require-imports -- LHCI loads its configuration with require(). */
const { join } = require('node:path');
const { chromiumArgs, chromiumExecutable } = require('./scripts/browser.mjs');
const { benchSite, floorRoute } = require('./scripts/bench/floor.mjs');

const port = process.env.BENCH_PORT || '4180';
const origin = `http://127.0.0.1:${port}`;
// One page of each kind: home, content, service list, FAQ, form, docs.
const routes = (process.env.BENCH_ROUTES || '/fr/,/fr/about,/fr/services,/fr/faq,/fr/contact,/fr/docs').split(',');
const script = (path) => JSON.stringify(join(__dirname, path));

module.exports = {
  ci: {
    collect: {
      url: routes.flatMap((route) => [`${origin}${route}`, `${origin}${floorRoute(route)}`]),
      numberOfRuns: Number(process.env.BENCH_RUNS || 3),
      startServerCommand:
        `node ${script('scripts/bench/floor.mjs')} && ` +
        `SITE_DIST_DIR=${JSON.stringify(benchSite)} PORT=${port} HOST=127.0.0.1 node ${script('site/scripts/serve.mjs')}`,
      // Wrangler's line once it answers; it takes a while to start on a busy machine.
      startServerReadyPattern: 'Ready on',
      startServerReadyTimeout: 120_000,
      chromePath: chromiumExecutable(),
      settings: {
        // LHCI adds --headless=new.
        chromeFlags: chromiumArgs.join(' '),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      assertMatrix: [
        {
          // The targets hold for the built pages; the floor is only their reference.
          matchingUrlPattern: '^(?!.*/__floor__/)',
          aggregationMethod: 'median',
          assertions: {
            'categories:performance': ['error', { minScore: 1 }],
            'categories:accessibility': ['error', { minScore: 1 }],
            'categories:best-practices': ['error', { minScore: 1 }],
            'categories:seo': ['error', { minScore: 1 }],
            'largest-contentful-paint': ['error', { maxNumericValue: 1200 }],
            'total-blocking-time': ['error', { maxNumericValue: 50 }],
            // 0 at the three decimals Lighthouse shows.
            'cumulative-layout-shift': ['error', { maxNumericValue: 0.0005 }],
          },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: join(__dirname, 'test-reports', 'lighthouse') },
  },
};
