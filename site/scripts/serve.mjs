// `npm run preview`: serves a publish folder (site/dist, laid out as scripts/layout.mjs says) exactly
// as it is deployed, with Cloudflare Pages' own local runtime, `wrangler pages dev`. Redirects,
// rewrites, headers and caching come from the folder's _redirects and _headers, unknown paths get its
// 404.html with status 404, `/fr/about` is served from fr/about.html: the host's rules, read from the
// files themselves. Nothing here decides how a path is answered. The repository's Pages Functions
// (functions/: the chat API at /api/chat, the messages at /api/contact, /api/support and
// /api/admin/messages over a local D1 database) run beside the folder, as they do once deployed;
// they read GITHUB_TOKEN, ADMIN_TOKEN and their other settings from this process's environment.
// PORT (4173) and HOST (127.0.0.1) say where to listen; SITE_DIST_DIR serves another publish folder
// of site/, such as dist-e2e-chat, or one at an absolute path.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertBuilt, publishDir } from './layout.mjs';

const dir = publishDir();
try {
  // Fail at once: a test server waiting on a folder that was never built would only time out.
  assertBuilt(dir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const port = process.env.PORT ?? '4173';
const host = process.env.HOST ?? '127.0.0.1';

/** A port nobody listens on: each server needs its own debugger port, and two run side by side in the tests. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
        probe.close(() => resolve(free));
      });
  });

const wranglerPackage = createRequire(import.meta.url).resolve('wrangler/package.json');
const wrangler = join(dirname(wranglerPackage), 'bin', 'wrangler.js');
const inspectorPort = await freePort();
// Wrangler keeps its bundles, state and logs in the folder it runs from: a scratch one, removed at exit.
const scratch = mkdtempSync(join(tmpdir(), 'company-preview-'));
// It also takes the Pages Functions from `./functions` there, as `wrangler pages deploy` does from
// the repository's root: a link to that folder (its imports resolve from where it really is).
symlinkSync(fileURLToPath(new URL('../../functions', import.meta.url)), join(scratch, 'functions'), 'dir');
// The chat API's settings reach the Functions as the project's secrets would, through the
// `.dev.vars` file Wrangler reads there: not on a command line, which any process can list.
const functionSettings = [
  'GITHUB_TOKEN',
  'CHAT_API_URL',
  'CHAT_MODEL',
  'CHAT_ALLOWED_ORIGINS',
  'CHAT_RATE_LIMIT_PER_MINUTE',
  'CHAT_RATE_LIMIT_PER_DAY',
  'CHAT_RATE_LIMIT_MAX_CLIENTS',
  'ADMIN_TOKEN',
  'MAIL_TO',
  'MAIL_FROM',
  'MESSAGE_RATE_LIMIT_PER_MINUTE',
  'MESSAGE_RATE_LIMIT_PER_DAY',
  'MAIL_MAX_ATTEMPTS',
].filter((name) => process.env[name]);
writeFileSync(
  join(scratch, '.dev.vars'),
  functionSettings.map((name) => `${name}=${JSON.stringify(process.env[name])}\n`).join(''),
  { mode: 0o600 },
);
const child = spawn(
  process.execPath,
  [
    wrangler,
    'pages',
    'dev',
    dir,
    '--ip',
    host,
    '--port',
    port,
    '--inspector-port',
    String(inspectorPort),
    // The runtime's behaviour for the Functions, pinned.
    '--compatibility-date',
    '2026-11-17',
    // The messages' D1 database (binding DB), local to the scratch folder's state: the contact and
    // support forms store what they receive, offline; the code creates its tables on first use.
    '--d1',
    'DB',
    '--persist-to',
    join(scratch, 'state'),
    '--show-interactive-dev-session=false',
    // WRANGLER_LOG (Wrangler's own setting) quiets Wrangler's messages but not the line it logs per
    // request: the flag quiets both. At `warn`, each request costs the runtime about a quarter less CPU.
    ...(process.env.WRANGLER_LOG ? ['--log-level', process.env.WRANGLER_LOG] : []),
  ],
  {
    cwd: scratch,
    stdio: 'inherit',
    env: {
      ...process.env,
      // Offline, and nothing sent anywhere: no update check (it comes with the banner), no
      // usage metrics or error reports, no download of the `request.cf` sample.
      WRANGLER_HIDE_BANNER: 'true',
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_LOG_PATH: join(scratch, 'logs'),
    },
  },
);

const cleanUp = () => rmSync(scratch, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
console.log(`Serving ${dir} as the host would, at http://${host}:${port}/fr/`);
