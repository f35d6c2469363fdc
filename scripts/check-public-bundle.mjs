// What the public JavaScript may contain. Builds the site's client in direct mode with a sample
// GitHub token, an unused `VITE_` secret and a server-only secret, then checks that the build warned
// about the token and that the token is the only one of them in the bundle (every referenced `VITE_`
// value is public by design). Builds the whole site again, pages included, in proxy mode (the
// default: the chat API holds the token) with the server's token in the environment and the sample
// `VITE_GITHUB_TOKEN` still set, and finds neither token anywhere in it. Then checks that the
// production build in site/dist holds nothing that looks like a credential, no name of a setting
// (a visitor never reads one; the dev server's console does), and none of the dev server's tools
// (axe-core). Run after `npm run build`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, siteDist } from './sizes.mjs';

const sample = {
  token: 'github_pat_SAMPLE0public0bundle0check0000000000',
  unusedPublic: 'sk-live-SAMPLE0unused0vite0secret0000000000',
  serverOnly: 'ghp_SAMPLE0server0only0secret000000000000',
};
const outDir = 'dist-public-bundle-check';
const siteDir = join(root, 'site');
const failures = [];

function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:js|html|css|json|txt|xml|map)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const bundleText = (dir) => textFiles(dir).map((file) => readFileSync(file, 'utf8'));

const build = spawnSync('npx', ['astro', 'build'], {
  cwd: siteDir,
  encoding: 'utf8',
  env: {
    ...process.env,
    SITE_DIST_DIR: outDir,
    VITE_GITHUB_TOKEN: sample.token,
    VITE_UNUSED_API_SECRET: sample.unusedPublic,
    GITHUB_TOKEN: sample.serverOnly,
  },
});
const buildDir = join(root, 'site', outDir);
try {
  if (build.status !== 0) throw new Error(`The sample build failed:\n${build.stdout}${build.stderr}`);
  const output = `${build.stdout}${build.stderr}`;
  if (!/VITE_GITHUB_TOKEN is set: this build copies the token into the public JavaScript/.test(output)) {
    failures.push('a build with VITE_GITHUB_TOKEN set did not warn that the token becomes public');
  }
  const texts = bundleText(buildDir);
  if (!texts.some((text) => text.includes(sample.token))) {
    failures.push('the sample token is not in the bundle: the check no longer sees what the build ships');
  }
  if (texts.some((text) => text.includes(sample.unusedPublic))) {
    failures.push('a VITE_ value the site does not use reached the bundle (is import.meta.env spread somewhere?)');
  }
  if (texts.some((text) => text.includes(sample.serverOnly))) {
    failures.push('a variable without the VITE_ prefix reached the bundle');
  }
} finally {
  rmSync(buildDir, { recursive: true, force: true });
}

// Proxy mode, the default: the whole site as `npm run build` makes it (pages and islands),
// while the server's token is in the environment and a browser token is set by mistake.
const proxyEnv = {
  ...process.env,
  VITE_CHAT_MODE: 'proxy',
  VITE_GITHUB_TOKEN: sample.token,
  GITHUB_TOKEN: sample.serverOnly,
  SITE_DIST_DIR: outDir,
};
const proxySteps = [['npx', ['astro', 'build']]];
try {
  let output = '';
  for (const [command, args] of proxySteps) {
    const step = spawnSync(command, args, { cwd: siteDir, encoding: 'utf8', env: proxyEnv });
    output += `${step.stdout}${step.stderr}`;
    if (step.status !== 0) throw new Error(`The proxy-mode build failed at ${args.join(' ')}:\n${output}`);
  }
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
  `Public bundle check: the token warning shows, only referenced VITE_ values ship, a proxy-mode build holds no token, and none of the ${production.length} files of site/dist holds a credential, a setting's name or axe-core.`,
);
