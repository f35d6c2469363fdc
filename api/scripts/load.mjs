// `npm run load -w api`: a bounded load test of the built Node server (dist/node.mjs, `npm run build
// -w api` first) on loopback, against a stub of the model on 127.0.0.1. 20 clients, each with its own
// address (X-Forwarded-For, read because TRUST_PROXY is on: addresses of the loopback range, as
// strings only; every request goes to 127.0.0.1), send 25 requests each, one after the other, 500 in
// all. Each client may make 10 a minute: the limiter must answer the other 15 with 429 and a
// Retry-After, and every allowed request must succeed. It prints requests per second, latencies and
// the server's memory, and exits 1 when a bound is broken: a 5xx or any other status, counts that
// differ, more than 20 s, the server's resident memory growing past its bound, or the token in
// anything the server printed or answered.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
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
clearInterval(sampler);
rssPeak = Math.max(rssPeak, rssMiB() ?? 0);
clearTimeout(watchdog);
stop();
await new Promise((resolve) => server.once('exit', resolve));

const total = clients * requestsPerClient;
const ok = statuses.get(200) ?? 0;
const limited = statuses.get(429) ?? 0;
const sorted = latencies.toSorted((a, b) => a - b);
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
    `  ${memory}`,
  ].join('\n'),
);
if (failures.length > 0) {
  console.error(`Load test failed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('Load test passed: every bound held.');
