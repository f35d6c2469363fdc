// What the public JavaScript may contain. The end-to-end build (`build:e2e-chat` in
// site/package.json, site/dist-e2e-chat) runs the chat in direct mode with a test token, an unused
// `VITE_` secret and a server-only secret in its environment: the token must be in its bundle (the
// check sees what direct mode ships) and neither secret (every referenced `VITE_` value is public by
// design, nothing else is). The build's warning about the token is a unit test of its own
// (site/build/chatBuild.test.ts). Then this builds the whole site again, pages included, in proxy
// mode (the default: the chat API holds the token) with the server's token in the environment and a
// browser token set by mistake, and finds neither token anywhere in it. Last, it checks that the
// production build in site/dist holds nothing that looks like a credential, no name of a setting
// (a visitor never reads one; the dev server's console does), and none of the dev server's tools
// (axe-core). Run after `npm run build` and `npm run build:e2e-chat -w site`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, siteDist } from './sizes.mjs';

const siteDir = join(root, 'site');
const outDir = 'dist-public-bundle-check';
const failures = [];

/** The values the end-to-end build sets, read from its script so that the two cannot drift apart. */
const directBuild = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')).scripts['build:e2e-chat'];
const setting = (name) => {
  const value = directBuild.match(new RegExp(`\\b${name}=(\\S+)`))?.[1];
  if (!value) throw new Error(`build:e2e-chat in site/package.json no longer sets ${name}`);
  return value;
};
const direct = {
  dir: join(siteDir, setting('SITE_DIST_DIR')),
  token: setting('VITE_GITHUB_TOKEN'),
  unusedPublic: setting('VITE_UNUSED_API_SECRET'),
  serverOnly: setting('GITHUB_TOKEN'),
};

function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:js|html|css|json|txt|xml|map)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const bundleText = (dir) => textFiles(dir).map((file) => readFileSync(file, 'utf8'));

const directTexts = bundleText(direct.dir);
if (!directTexts.some((text) => text.includes(direct.token))) {
  failures.push('the test token is not in the direct-mode bundle: the check no longer sees what direct mode ships');
}
if (directTexts.some((text) => text.includes(direct.unusedPublic))) {
  failures.push('a VITE_ value the site does not use reached the bundle (is import.meta.env spread somewhere?)');
}
if (directTexts.some((text) => text.includes(direct.serverOnly))) {
  failures.push('a variable without the VITE_ prefix reached the bundle');
}

// Proxy mode, the default: the whole site as `npm run build` makes it (pages and islands),
// while the server's token is in the environment and a browser token is set by mistake.
const sample = {
  token: 'github_pat_SAMPLE0public0bundle0check0000000000',
  serverOnly: 'ghp_SAMPLE0server0only0secret000000000000',
};
const proxyEnv = {
  ...process.env,
  VITE_CHAT_MODE: 'proxy',
  VITE_GITHUB_TOKEN: sample.token,
  GITHUB_TOKEN: sample.serverOnly,
  SITE_DIST_DIR: outDir,
};
const buildDir = join(siteDir, outDir);
try {
  const build = spawnSync('npx', ['astro', 'build'], { cwd: siteDir, encoding: 'utf8', env: proxyEnv });
  const output = `${build.stdout}${build.stderr}`;
  if (build.status !== 0) throw new Error(`The proxy-mode build failed:\n${output}`);
  if (!/VITE_GITHUB_TOKEN is set but the chat runs in proxy mode: the token is left out of the bundle/.test(output)) {
    failures.push('a proxy-mode build with VITE_GITHUB_TOKEN set did not say that it leaves the token out');
  }
  const files = textFiles(buildDir);
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  if (!files.some((file) => file.endsWith('.html'))) failures.push('the proxy-mode build wrote no page');
  if (!texts.some((text) => text.includes('/api/chat'))) {
    failures.push('the proxy-mode bundle does not call /api/chat: the check no longer sees the mode it means to');
  }
  for (const [file, text] of files.map((file, index) => [file, texts[index] ?? ''])) {
    if (text.includes(sample.serverOnly)) failures.push(`${file.slice(root.length)} holds the server's GITHUB_TOKEN`);
    if (text.includes(sample.token)) failures.push(`${file.slice(root.length)} holds VITE_GITHUB_TOKEN in proxy mode`);
  }
} finally {
  rmSync(buildDir, { recursive: true, force: true });
}

// The production build is made without a token: nothing in it may look like a credential.
const credential =
  /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9-]{20,}|AKIA[0-9A-Z]{16}|xox[abp]-[A-Za-z0-9-]{10,})/;
// The setting behind the chat's demo mode is named only in development (site/src/config/chat.ts).
const settingName = /VITE_[A-Z_]+/;
// axe-core's own texts, whatever its version or minifier: its error when a run overlaps, its rules' help site.
const devTools = /Axe is already running|dequeuniversity\.com\/rules\/axe|axe-core/;
const production = textFiles(siteDist);
if (production.length === 0) failures.push('site/dist is empty: run `npm run build` first');
for (const file of production) {
  const text = readFileSync(file, 'utf8');
  const match = text.match(credential);
  if (match)
    failures.push(`${file.slice(root.length)} contains something like a credential: ${match[0].slice(0, 12)}…`);
  const setting = text.match(settingName);
  if (setting) failures.push(`${file.slice(root.length)} names the setting ${setting[0]}, which a visitor could read`);
  const tool = text.match(devTools);
  if (tool) failures.push(`${file.slice(root.length)} ships the dev server's axe-core check (« ${tool[0]} »)`);
}

if (failures.length > 0) {
  console.error(`Public bundle check failed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `Public bundle check: only referenced VITE_ values ship in direct mode, a proxy-mode build holds no token, and none of the ${production.length} files of site/dist holds a credential, a setting's name or axe-core.`,
);
