// The staff's inbox on a phone: its JavaScript and the time until its first page of messages shows,
// signed in, over a store of many messages. Lighthouse cannot measure it (the list needs a session and
// the API, which the static preview does not hold), so this drives Chromium itself: the production
// build served by the API's Node server (api/dist/node.mjs) as self-hosting runs it, with a scratch
// SQLite file filled through the public API, and a session opened by a mailed link's token, read
// from the outbox (no mail transport is set, so the mail stays there unsent). `npm run bench` runs it
// after Lighthouse; `node scripts/bench/inbox.mjs` runs it alone (build first).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { chromium } from 'playwright';
import { pageFile } from '../../site/scripts/layout.mjs';
import { chromiumArgs, chromiumExecutable, emulateSlowPhone } from '../browser.mjs';
import { firstLoad, formatKiB, kib, root, siteDist } from '../sizes.mjs';

const staff = 'equipe@company.example';
const route = '/fr/app/admin/';
/** Lighthouse's mobile profile: its phone's screen, and its throttling (`emulateSlowPhone`). */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The API's Node server over the built site, its data in `dataDir`; resolves once it listens. */
async function startServer(dataDir) {
  const serverFile = join(root, 'api', 'dist', 'node.mjs');
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: run \`npm run build\` first`);
  const server = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SITE_DIR: siteDist,
      DATA_DIR: dataDir,
      ADMIN_EMAILS: staff,
      // Filled through the API as fast as it takes them.
      MESSAGE_RATE_LIMIT_PER_MINUTE: '0',
      MESSAGE_RATE_LIMIT_PER_DAY: '0',
      SMTP_HOST: '',
      GITHUB_TOKEN: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /Chat API on (http:\/\/\S+)\/api\/chat/.exec(output)?.[1];
      if (found) resolve(found);
      if (found || server.exitCode !== null) clearInterval(timer);
      if (server.exitCode !== null) reject(new Error(`the API's server stopped:\n${output}`));
    }, 50);
  });
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** Stores `count` contact messages through the API, `concurrency` at a time. */
async function fill(url, count, concurrency = 8) {
  const topics = ['devis', 'facture', 'centre d’appels', 'annotation', 'support', 'partenariat', 'recrutement'];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const topic = topics[index % topics.length];
      const response = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${index}` },
        body: JSON.stringify({
          name: `Visiteur ${index}`,
          email: `visiteur${index}@exemple.mg`,
          subject: `Demande ${index} : ${topic}`,
          message: `Bonjour, nous avons une question sur votre offre de ${topic} (demande ${index}).`,
        }),
      });
      if (response.status !== 201) throw new Error(`message ${index}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** A sign-in link's token: asked for through the API, read from its mail, which stays unsent in the outbox. */
async function signInToken(url, dataDir) {
  const asked = await fetch(`${url}/api/admin/session/link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email: staff }),
  });
  if (asked.status !== 202) throw new Error(`sign-in link: ${asked.status}`);
  // The mail is queued after the answer, which is the same for every address and as fast.
  const database = new DatabaseSync(join(dataDir, 'messages.sqlite'), { readOnly: true });
  const query = database.prepare('SELECT text FROM staff_mails ORDER BY created_at DESC LIMIT 1');
  let token;
  for (const started = Date.now(); !token && Date.now() - started < 15_000;) {
    token = /verify\?token=([\w-]{43})/.exec(String(query.get()?.text))?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  database.close();
  if (!token) throw new Error('no sign-in link in the outbox');
  return token;
}

/** One cold load of the inbox on the phone profile: when the first message row and the first paint came, the JS transferred. */
async function measure(browser, url, storageState) {
  // A new context for each load: the session's cookie, none of the page's files in its cache.
  const context = await browser.newContext({ ...phone, storageState });
  // The moment a row of the list is in the page, read at the next frame (when it is painted).
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('table tbody tr a')) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.__inboxContent = performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await emulateSlowPhone(await context.newCDPSession(page));
  await page.goto(`${url}${route}`);
  await page.waitForFunction(() => window.__inboxContent !== undefined, null, { timeout: 60_000 });
  const figures = await page.evaluate(() => ({
    content: window.__inboxContent,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    js: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + entry.transferSize, 0),
  }));
  await context.close();
  return figures;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Measures the inbox `runs` times over `count` stored messages and returns the table, in Markdown.
 * @param {{ runs?: number, count?: number }} options
 */
export async function benchInbox({ runs = 3, count = 10_000 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'company-bench-inbox-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const filling = performance.now();
    await fill(server.url, count);
    const filled = (performance.now() - filling) / 1000;
    // Signed in once, as the link's button does, and the cookie kept for every load.
    const signing = await browser.newContext();
    const token = await signInToken(server.url, dataDir);
    const opened = await signing.request.post(`${server.url}/api/admin/session`, {
      data: { token },
      headers: { Origin: server.url },
    });
    if (opened.status() !== 200) throw new Error(`session: ${opened.status()}`);
    const storageState = await signing.storageState();
    await signing.close();
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(browser, server.url, storageState));
    const built = firstLoad(join(siteDist, pageFile(route)), siteDist);
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    return `| ${route} | JS before its content | JS transferred | FCP | first page of messages |
| --- | ---: | ---: | ---: | ---: |
| signed in, ${count.toLocaleString('fr-FR')} messages stored | ${formatKiB(built.js)} | ${kib(median(results.map((r) => r.js))).toFixed(1)} KiB | ${s(median(results.map((r) => r.fcp)))} | ${s(median(results.map((r) => r.content)))} |

Median of ${runs} cold load(s) in Chromium on Lighthouse's mobile profile (412 × 823 px, CPU 4× slower,
150 ms round trip, 1.6 Mbit/s down), applied by DevTools rather than simulated; the production build
served by the API's Node server, compressed as self-hosting sends it. JS before its content: gzip
level 9 of what the page runs before the list (as \`npm run test:budgets\`); transferred: what the
load received. First page of messages: the first row drawn, after the session and the list's
request (25 messages, newest first). Filled through the API in ${filled.toFixed(0)} s.
`;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const table = await benchInbox({
    runs: Number(process.env.BENCH_RUNS || 3),
    count: Number(process.env.BENCH_INBOX_MESSAGES || 10_000),
  });
  console.log(table);
}
