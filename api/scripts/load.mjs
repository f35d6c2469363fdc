// `npm run load -w api`: a bounded load test of the built Node server (dist/node.mjs, `npm run build
// -w api` first) on loopback, against a stub of the model on 127.0.0.1. 20 clients, each with its own
// address (X-Forwarded-For, read because TRUST_PROXY is on: addresses of the loopback range, as
// strings only; every request goes to 127.0.0.1), send 25 requests each, one after the other, 500 in
// all. Each client may make 10 a minute: the limiter must answer the other 15 with 429 and a
// Retry-After, and every allowed request must succeed. It prints requests per second, latencies and
// the server's memory, and exits 1 when a bound is broken: a 5xx or any other status, counts that
// differ, more than 20 s, the server's resident memory growing past its bound, or the token in
// anything the server printed or answered.
// Then the contact form: 20 other clients post form-encoded messages (as a browser without
// JavaScript does), each with its own idempotency key, and repeat two of them (a double submit).
// With 6 messages a minute per client, the last 3 of each are refused with 429; afterwards the
// server's SQLite file (in a scratch DATA_DIR) must hold every accepted message exactly once.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverFile = join(apiDir, 'dist', 'node.mjs');

const clients = 20;
const requestsPerClient = 25;
const perMinute = 10;
const bounds = { seconds: 20, rssGrowthMiB: 64, rssMiB: 256 };
const token = 'github_pat_LOAD0test0token0never0sent0back0000000';

if (!existsSync(serverFile)) {
  console.error(`${serverFile} is missing: run \`npm run build -w api\` first.`);
  process.exit(1);
}

const failures = [];
const dataDir = mkdtempSync(join(tmpdir(), 'company-load-'));
const messageClients = 20;
const messagesPerMinute = 6;

// The model: answers after a few milliseconds, as a fast model would, and checks the token it gets.
let upstreamCalls = 0;
let badAuthorization = 0;
const upstream = createServer((request, response) => {
  upstreamCalls += 1;
  if (request.headers.authorization !== `Bearer ${token}`) badAuthorization += 1;
  request.resume();
  request.on('end', () => {
    setTimeout(() => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Bonjour\u00a0!' } }] }));
    }, 5);
  });
});
await new Promise((resolve) => upstream.listen(0, '127.0.0.1', () => resolve(undefined)));
const upstreamPort = /** @type {import('node:net').AddressInfo} */ (upstream.address()).port;

const server = spawn(process.execPath, [serverFile], {
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    GITHUB_TOKEN: token,
    CHAT_API_URL: `http://127.0.0.1:${upstreamPort}/chat/completions`,
    CHAT_RATE_LIMIT_PER_MINUTE: String(perMinute),
    CHAT_RATE_LIMIT_PER_DAY: '100',
    // The per-client limits are under test here; the server-wide model budget would cut in first.
    CHAT_MODEL_BUDGET_PER_MINUTE: '0',
    CHAT_MODEL_BUDGET_PER_DAY: '0',
    TRUST_PROXY: '1',
    DATA_DIR: dataDir,
    MESSAGE_RATE_LIMIT_PER_MINUTE: String(messagesPerMinute),
    MESSAGE_RATE_LIMIT_PER_DAY: '100',
    SMTP_HOST: '',
    ADMIN_TOKEN: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let printed = '';
server.stdout.on('data', (chunk) => (printed += chunk));
server.stderr.on('data', (chunk) => (printed += chunk));

/** Stops both servers, whatever happened. */
function stop() {
  server.kill('SIGTERM');
  upstream.close();
}
const watchdog = setTimeout(() => {
  console.error('The load test did not finish within 60 s.');
  stop();
  process.exit(1);
}, 60_000);

const baseUrl = await new Promise((resolve, reject) => {
  const started = Date.now();
  const poll = setInterval(() => {
    const url = /Chat API on (http:\/\/[^\s]+)\/api\/chat/.exec(printed)?.[1];
    if (url) {
      clearInterval(poll);
      resolve(url);
    } else if (Date.now() - started > 15_000 || server.exitCode !== null) {
      clearInterval(poll);
      reject(new Error(`The server did not start:\n${printed}`));
    }
  }, 20);
});

/** The server's resident memory in MiB, from /proc (Linux); undefined elsewhere. */
function rssMiB() {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const body = JSON.stringify({ messages: [{ role: 'user', content: 'Quels sont vos tarifs\u00a0?' }] });
const send = (client) =>
  fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `127.0.1.${client + 1}` },
    body,
  });

// A warm-up from an address of its own, so that the baseline is a server that has answered.
const warmUp = await send(200);
await warmUp.text();
const rssBefore = rssMiB();
let rssPeak = rssBefore ?? 0;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, rssMiB() ?? 0);
}, 50);

const statuses = new Map();
const latencies = [];
let missingRetryAfter = 0;
let leakedToken = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async (_, client) => {
    for (let index = 0; index < requestsPerClient; index += 1) {
      const sentAt = performance.now();
      try {
        const response = await send(client);
        const text = await response.text();
        latencies.push(performance.now() - sentAt);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 429 && !(Number(response.headers.get('Retry-After')) >= 1)) missingRetryAfter += 1;
        if (text.includes(token) || [...response.headers.values()].some((value) => value.includes(token))) {
          leakedToken += 1;
        }
      } catch (error) {
        statuses.set('network error', (statuses.get('network error') ?? 0) + 1);
        failures.push(`a request failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

// The contact form. Each client: 4 new messages, 2 of them sent again with the same key, then 3
// new ones past its budget. Statuses expected: 201, 201, 201, 201, 200, 200, 429, 429, 429.
const messageStatuses = new Map();
const messageLatencies = [];
let wrongAnswers = 0;
const formBody = (client, index) =>
  new URLSearchParams({
    name: `Client ${client}`,
    email: `client${client}@example.mg`,
    company: '',
    subject: `Demande ${index}`,
    message: `Bonjour, voici la demande ${index} du client ${client}.`,
    website: '',
    idempotencyKey: `load-${client}-${index}`,
  }).toString();
const plan = [0, 1, 2, 3, 0, 1, 4, 5, 6];
const expected = [201, 201, 201, 201, 200, 200, 429, 429, 429];
const messagesStarted = performance.now();
await Promise.all(
  Array.from({ length: messageClients }, async (_, client) => {
    for (const [step, index] of plan.entries()) {
      const sentAt = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/contact`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'text/html',
            'X-Forwarded-For': `127.0.2.${client + 1}`,
          },
          body: formBody(client, index),
        });
        const text = await response.text();
        messageLatencies.push(performance.now() - sentAt);
        messageStatuses.set(response.status, (messageStatuses.get(response.status) ?? 0) + 1);
        if (response.status !== expected[step]) wrongAnswers += 1;
        if (response.status === 429 && !(Number(response.headers.get('Retry-After')) >= 1)) missingRetryAfter += 1;
        if (response.status < 300 && !text.includes('Message envoyé avec succès')) wrongAnswers += 1;
      } catch (error) {
        messageStatuses.set('network error', (messageStatuses.get('network error') ?? 0) + 1);
        failures.push(`a message failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }),
);
const messageSeconds = (performance.now() - messagesStarted) / 1000;

clearInterval(sampler);
rssPeak = Math.max(rssPeak, rssMiB() ?? 0);
clearTimeout(watchdog);
stop();
await new Promise((resolve) => server.once('exit', resolve));

// What the server kept, read from its file once it has stopped.
let storedRows = -1;
let storedKeys = -1;
try {
  const db = new DatabaseSync(join(dataDir, 'messages.sqlite'), { readOnly: true });
  storedRows = Number(db.prepare('SELECT COUNT(*) AS n FROM messages').get()?.n);
  storedKeys = Number(db.prepare('SELECT COUNT(DISTINCT idempotency_key) AS n FROM messages').get()?.n);
  db.close();
} catch (error) {
  failures.push(`the messages' file could not be read: ${error instanceof Error ? error.message : String(error)}`);
}
rmSync(dataDir, { recursive: true, force: true });
const accepted = messageClients * 4;
for (const [status, count] of messageStatuses) {
  if (![200, 201, 429].includes(status)) failures.push(`${count} contact answers with status ${status}`);
}
if (wrongAnswers > 0) failures.push(`${wrongAnswers} contact answers were not the expected status or page`);
if ((messageStatuses.get(201) ?? 0) !== accepted)
  failures.push(`${messageStatuses.get(201) ?? 0} messages accepted, ${accepted} expected`);
if (storedRows !== accepted || storedKeys !== accepted)
  failures.push(
    `the file holds ${storedRows} messages with ${storedKeys} keys, ${accepted} expected: each stored once`,
  );
if (printed.includes('example.mg') || printed.includes('voici la demande'))
  failures.push('the server printed a field of a message');

const total = clients * requestsPerClient;
const ok = statuses.get(200) ?? 0;
const limited = statuses.get(429) ?? 0;
const sorted = latencies.toSorted((a, b) => a - b);
const pct = (values, p) => {
  const ordered = values.toSorted((a, b) => a - b);
  return ordered[Math.min(ordered.length - 1, Math.ceil((p / 100) * ordered.length) - 1)] ?? NaN;
};
const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

if (seconds > bounds.seconds)
  failures.push(`${total} requests took ${seconds.toFixed(1)} s (bound ${bounds.seconds} s)`);
for (const [status, count] of statuses) {
  if (status !== 200 && status !== 429) failures.push(`${count} answers with status ${status}`);
}
if (ok !== clients * perMinute)
  failures.push(`${ok} requests succeeded, ${clients * perMinute} expected (${perMinute} per client)`);
if (limited !== total - clients * perMinute)
  failures.push(`${limited} answers 429, ${total - clients * perMinute} expected`);
if (missingRetryAfter > 0) failures.push(`${missingRetryAfter} answers 429 without Retry-After`);
if (upstreamCalls !== ok + 1)
  failures.push(`the model was asked ${upstreamCalls} times for ${ok + 1} allowed requests`);
if (badAuthorization > 0) failures.push(`${badAuthorization} requests reached the model without the server's token`);
if (leakedToken > 0) failures.push(`${leakedToken} answers carried the token`);
if (printed.includes(token)) failures.push('the server printed the token');
if (printed.includes('Quels sont vos tarifs')) failures.push('the server printed a message’s content');
if (rssBefore !== undefined) {
  if (rssPeak - rssBefore > bounds.rssGrowthMiB) {
    failures.push(
      `the server's memory grew by ${(rssPeak - rssBefore).toFixed(1)} MiB (bound ${bounds.rssGrowthMiB} MiB)`,
    );
  }
  if (rssPeak > bounds.rssMiB)
    failures.push(`the server's memory reached ${rssPeak.toFixed(1)} MiB (bound ${bounds.rssMiB} MiB)`);
}

const memory =
  rssBefore === undefined
    ? 'memory not measured (no /proc)'
    : `server RSS ${rssBefore.toFixed(1)} → peak ${rssPeak.toFixed(1)} MiB`;
console.log(
  [
    `Load test: ${total} requests from ${clients} clients in ${seconds.toFixed(2)} s, ${(total / seconds).toFixed(0)} requests/s`,
    `  ${ok} answered 200, ${limited} refused with 429 (${perMinute} a minute per client); model asked ${upstreamCalls - 1} times`,
    `  latency p50 ${percentile(50).toFixed(1)} ms, p95 ${percentile(95).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
    `Contact form: ${messageClients * plan.length} form posts from ${messageClients} clients in ${messageSeconds.toFixed(2)} s: ${messageStatuses.get(201) ?? 0} stored (201), ${messageStatuses.get(200) ?? 0} repeats answered 200, ${messageStatuses.get(429) ?? 0} refused with 429`,
    `  ${storedRows} rows in the SQLite file, ${storedKeys} distinct keys; latency p50 ${pct(messageLatencies, 50).toFixed(1)} ms, p95 ${pct(messageLatencies, 95).toFixed(1)} ms`,
    `  ${memory}`,
  ].join('\n'),
);
if (failures.length > 0) {
  console.error(`Load test failed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('Load test passed: every bound held.');
