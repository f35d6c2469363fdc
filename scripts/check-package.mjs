#!/usr/bin/env node
// Checks that @company/ui, as published, works for someone outside this monorepo:
//   1. npm pack (one tarball, used by every later step)
//   2. publint on the tarball (warnings are failures; suggestions are shown, not fatal)
//   3. arethetypeswrong on the tarball, every resolution mode including node10 (see ATTW_ARGS)
//   4. the Vite app of fixtures/vite-app, copied into os.tmpdir() with the tarball, installed and
//      built with `vite build` (no vanilla-extract or React plugin): CSS, fonts and tree-shaking are
//      checked in its output; its app.html used in Chromium: a town chosen in the Combobox, a date in
//      the DatePicker, the DataTable sorted and paged, no console message
//      (scripts/package-check/app-components.mjs); then the split stylesheets in Chromium: an app
//      importing only tokens.css and components.css keeps its own base styles
//      (scripts/package-check/css-isolation.mjs)
//   4a. right to left in the same app's direction.html: its minified CSS keeps the direction
//      selectors, and the chevrons follow `dir`, not the language (scripts/package-check/direction.mjs)
//   4b. beside it, a Vite app with Tailwind CSS v4 (fixtures/tailwind-app) set up as the README's
//      « Tailwind CSS v4 » section says: the components styled over Tailwind's preflight, utilities
//      passed as className winning over them (scripts/package-check/tailwind-consumer.mjs)
//   5. plain Node in the same app (fixtures/vite-app/node): ESM import, CJS require,
//      `@company/ui/theme`, and the modules a server component evaluates (no client-only React API
//      outside "use client" modules)
//   6. the Next.js App Router app of fixtures/next-app built with Turbopack: client JavaScript of
//      server pages against budgets, the interactive components and the application ones in
//      Chromium, and a page with Tailwind CSS v4 through `@tailwindcss/postcss` set up as the README
//      says (scripts/package-check/next-consumer.mjs)
//   7. npm publish --dry-run
//   8. the README's tables of sizes: each stylesheet, and what each component's entry point costs
// The apps are real folders (fixtures/README.md says how to run one by hand); scripts/package-check/
// fixtures.mjs copies and installs them.
// Assumes packages/ui/dist is built (builds it when dist/index.js is missing).
// Run with `npm run test:package`; `--keep` keeps the temporary directory (the installed apps) for debugging.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  measureComponents,
  measureStylesheets,
  renderComponentSizeTable,
  renderStylesheetTable,
  withSection,
} from '../packages/ui/scripts/api-reference.mjs';
import { componentStylesheets, publicEntries, stylesheetNames } from '../packages/ui/scripts/entries.mjs';
import { checkAppComponents } from './package-check/app-components.mjs';
import { checkCssIsolation } from './package-check/css-isolation.mjs';
import { checkDirection } from './package-check/direction.mjs';
import { checkTailwindConsumer } from './package-check/tailwind-consumer.mjs';
import { NPM_INSTALL_ARGS, copyFixture } from './package-check/fixtures.mjs';
import { checkNextConsumer } from './package-check/next-consumer.mjs';
import { childEnv, indent, output, withoutNpmConfigNoise } from './package-check/process.mjs';
import { serveStatic } from './serve-static.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkgDir = join(root, 'packages', 'ui');
const keepTemp = process.argv.includes('--keep');
const started = performance.now();

const env = childEnv(root);

// Unused Radix primitives that are dependencies of the package: none of these strings may end up in
// an app that only renders <Button>. Each one was checked to appear in a minified Vite build of
// the primitive it names, so their absence means tree-shaking worked, not that minification renamed them.
const UNUSED_RADIX_MARKERS = ['DropdownMenu', 'Accordion', 'DialogContent', 'TabsList', 'RovingFocusGroup'];
/** Components whose rules five.html must not carry: it renders none of them. */
const NOT_ON_THE_FIVE_COMPONENT_PAGE = [
  'toast',
  'chat-panel',
  'table',
  'accordion',
  'pricing-cards',
  'cookie-banner',
  'select',
];

// attw with every resolution mode, node10 (`moduleResolution: "node"`) included: it ignores
// `exports`, and `typesVersions` maps each subpath to its declarations there.
const ATTW_ARGS = ['--format', 'ascii', '--no-color', '--no-emoji'];

// publint suggestions are printed but do not fail the check; warnings and errors do (strict).
// Currently the only suggestion is "no engines.node field" (a policy choice, see the final report).

let failures = 0;
const pass = (message) => console.log(`✓ ${message}`);
const fail = (message, details) => {
  failures += 1;
  console.log(`✗ ${message}`);
  if (details) console.log(indent(details));
};
const info = (message) => console.log(`  ${message}`);
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command, capturing its output; never throws for a non-zero exit. */
function run(command, args, { cwd = root, timeoutMs = 180_000, extraEnv = {} } = {}) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: `${stderr}${error.message}`, ms: performance.now() - t0 });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? `killed (${signal})` : -1), stdout, stderr, ms: performance.now() - t0 });
    });
  });
}

let tempRoot;
async function cleanup() {
  if (!tempRoot) return;
  if (keepTemp) {
    console.log(`  (kept ${tempRoot})`);
    return;
  }
  await rm(tempRoot, { recursive: true, force: true }).catch(() => {});
  tempRoot = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  fail('unexpected error in the check script', error?.stack ?? String(error));
} finally {
  await cleanup();
}
console.log(
  failures === 0
    ? `\nPackage check passed in ${seconds(performance.now() - started)}`
    : `\nPackage check FAILED (${failures} failure${failures === 1 ? '' : 's'}) in ${seconds(performance.now() - started)}`,
);
process.exitCode = failures === 0 ? 0 : 1;

async function main() {
  const pkg = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8'));
  console.log(`Checking ${pkg.name}@${pkg.version} as published\n`);

  // 0. dist -----------------------------------------------------------------------------------
  if (!existsSync(join(pkgDir, 'dist', 'index.js'))) {
    info('packages/ui/dist/index.js is missing: building the package first');
    const build = await run('npm', ['run', 'build', '-w', pkg.name]);
    if (build.code !== 0) return fail(`build of ${pkg.name} failed`, output(build));
    pass(`built ${pkg.name} (${seconds(build.ms)})`);
  }

  // 1. npm pack --------------------------------------------------------------------------------
  tempRoot = await mkdtemp(join(tmpdir(), 'company-ui-check-'));
  const packDir = join(tempRoot, 'pack');
  await mkdir(packDir);
  // --ignore-scripts: dist is already built; the tarball holds exactly what the later steps test.
  const packed = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], {
    cwd: pkgDir,
  });
  let packInfo;
  try {
    packInfo = JSON.parse(packed.stdout)[0];
  } catch {
    return fail('npm pack failed', output(packed));
  }
  if (packed.code !== 0) return fail('npm pack failed', output(packed));
  const tarball = join(packDir, packInfo.filename);
  const packedFiles = packInfo.files.map((file) => file.path);
  const entries = publicEntries();
  const required = [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    ...stylesheetNames.map((name) => `dist/${name}.css`),
    ...componentStylesheets().map(({ name }) => `dist/css/${name}.css`),
    ...entries.flatMap(({ output }) =>
      ['.js', '.cjs', '.d.ts', '.d.cts'].map((extension) => `dist/${output}${extension}`),
    ),
  ];
  const missing = required.filter((file) => !packedFiles.includes(file));
  const fonts = packedFiles.filter((file) => /^dist\/fonts\/.+\.woff2$/.test(file));
  const unexpected = packedFiles.filter((file) =>
    /^(stories|scripts|node_modules)\/|\.(test|stories|fixtures)\.|\.tsbuildinfo$/.test(file),
  );
  if (missing.length || !fonts.length || unexpected.length) {
    fail(
      'npm pack: tarball contents are wrong',
      [
        missing.length ? `missing: ${missing.join(', ')}` : '',
        fonts.length ? '' : 'no dist/fonts/*.woff2',
        unexpected.length ? `should not be published: ${unexpected.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  } else {
    pass(
      `npm pack: ${packInfo.filename}, ${packedFiles.length} files, ${kB(packInfo.size)} packed / ${kB(packInfo.unpackedSize)} unpacked; ${entries.length} entry points, each with ESM, CJS and their types`,
    );
  }
  await checkTarballHygiene(pkgDir, pkg, packedFiles);

  // 2. publint ----------------------------------------------------------------------------------
  {
    const { publint } = await import('publint');
    const { formatMessage } = await import('publint/utils');
    const data = await readFile(tarball);
    const { messages, pkg: lintedPkg } = await publint({
      pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
      strict: true,
      level: 'suggestion',
    });
    const format = (message) =>
      `${message.type}: ${formatMessage(message, lintedPkg, { color: false }) ?? message.code}`;
    const blocking = messages.filter((message) => message.type !== 'suggestion');
    const suggestions = messages.filter((message) => message.type === 'suggestion');
    if (blocking.length) fail(`publint: ${blocking.length} error(s)/warning(s)`, messages.map(format).join('\n'));
    else
      pass(
        `publint (strict): no errors or warnings${suggestions.length ? `, ${suggestions.length} suggestion(s):` : ''}`,
      );
    if (!blocking.length) for (const message of suggestions) info(`  - ${format(message)}`);
  }

  // 3. arethetypeswrong ---------------------------------------------------------------------------
  {
    const attw = await run('attw', [tarball, ...ATTW_ARGS]);
    if (attw.code !== 0) fail('attw: type resolution problems', withoutNpmConfigNoise(output(attw)));
    else
      pass(
        `attw (node10, node16-cjs, node16-esm, bundler): all ${Object.keys(pkg.exports).length} subpaths resolve with correct types`,
      );
  }

  // 4b. the Tailwind app installs and builds while the Vite app is checked: mostly the network.
  const tailwind = checkTailwindConsumer({ tarball, dir: join(tempRoot, 'tailwind-app'), run });

  // 4. scratch Vite app (fixtures/vite-app) ------------------------------------------------------
  const app = join(tempRoot, 'vite-app');
  const { dependencies = {} } = await copyFixture('vite-app', app, tarball);
  const install = await run('npm', NPM_INSTALL_ARGS, { cwd: app });
  if (install.code !== 0) return fail('scratch app: npm install failed', withoutNpmConfigNoise(output(install)));
  const others = Object.entries(dependencies)
    .filter(([name]) => name !== pkg.name)
    .map(([name, range]) => `${name}@${range}`);
  pass(
    `scratch app (fixtures/vite-app) in ${tmpdir()}: npm install of the tarball + ${others.join(', ')} (${seconds(install.ms)})`,
  );

  const installedPkg = join(app, 'node_modules', ...pkg.name.split('/'));
  const build = await run(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: app,
  });
  if (build.code !== 0) {
    fail('scratch app: vite build failed', output(build));
  } else {
    pass(`scratch app: vite build, no plugins, no unexpected warnings (${seconds(build.ms)})`);
    await checkViteOutput(join(app, 'dist'), installedPkg);
    const server = await serveStatic(join(app, 'dist'), 0);
    try {
      for (const { ok, label, details } of await checkAppComponents(
        `${server.origin}/app.html`,
        'scratch app: app.html in Chromium',
      ))
        (ok ? pass : fail)(label, details);
      // 4a. right to left ---------------------------------------------------------------------------
      for (const { ok, label, details } of await checkDirection({ dist: join(app, 'dist'), origin: server.origin }))
        (ok ? pass : fail)(label, details);
    } finally {
      await server.close();
    }
  }
  for (const { ok, label, details } of await checkCssIsolation({ app, run })) (ok ? pass : fail)(label, details);

  // 5. plain Node --------------------------------------------------------------------------------
  for (const [script, label] of [
    ['node/ssr-esm.mjs', `ESM: import { Button } from '${pkg.name}' + renderToString`],
    ['node/ssr-cjs.cjs', `CJS: require('${pkg.name}') + renderToString`],
    ['node/theme.mjs', `theme: import '${pkg.name}/theme' and require() it, vars are CSS variable references`],
  ]) {
    const result = await run(process.execPath, [script], { cwd: app, timeoutMs: 30_000 });
    if (result.code !== 0) fail(`node ${label}`, output(result));
    else pass(`node ${label}${result.stdout.trim() ? `: ${result.stdout.trim()}` : ''}`);
  }

  await checkServerGraph(app, installedPkg);

  // 4b. a Vite app with Tailwind CSS v4 (fixtures/tailwind-app) ---------------------------------
  for (const { ok, label, details } of await tailwind) (ok ? pass : fail)(label, details);

  // 6. a Next.js App Router app (fixtures/next-app) ----------------------------------------------
  {
    const nextApp = join(tempRoot, 'next-app');
    const { checks } = await checkNextConsumer({ tarball, packageName: pkg.name, dir: nextApp, env });
    for (const { ok, label, details } of checks) (ok ? pass : fail)(label, details);
  }

  // 7. npm publish --dry-run ----------------------------------------------------------------------
  {
    // --dry-run (flag and environment both) so nothing is ever sent; --ignore-scripts so the
    // `prepublishOnly` build does not replace the dist that the steps above checked.
    const publish = await run('npm', ['publish', '--dry-run', '--ignore-scripts'], {
      cwd: pkgDir,
      extraEnv: { npm_config_dry_run: 'true' },
    });
    const text = withoutNpmConfigNoise(output(publish));
    // Expected without credentials (CI, developers): the dry run says a real publish needs a login.
    const warnings = text
      .split('\n')
      .filter((line) => /^npm warn/.test(line) && !/requires you to be logged in/.test(line));
    if (publish.code !== 0 || !/\(dry-run\)/.test(text) || warnings.length) {
      fail('npm publish --dry-run', text);
    } else {
      const target = text.match(/Publishing to (\S+) with tag (\S+) and (\S+) access/);
      pass(
        `npm publish --dry-run${target ? `: would publish to ${target[1]}, tag "${target[2]}", ${target[3]} access` : ''}`,
      );
    }
  }

  // The README's stylesheet sizes ------------------------------------------------------------------
  {
    const readme = await readFile(join(pkgDir, 'README.md'), 'utf8');
    const sizes = measureStylesheets(join(pkgDir, 'dist'));
    const listed = Object.entries(sizes)
      .map(([name, size]) => `${name}.css ${size}`)
      .join(', ');
    if (withSection(readme, 'stylesheet-sizes', renderStylesheetTable(sizes)) === readme)
      pass(`README: the stylesheets' gzip sizes are the measured ones (${listed} KiB)`);
    else
      fail(
        "README: the stylesheets' table gives other sizes than the build's",
        `measured: ${listed} KiB; run \`npm run readme -w @company/ui\` with the package built`,
      );
  }

  // The README's table of what each component costs ------------------------------------------------
  {
    const readme = await readFile(join(pkgDir, 'README.md'), 'utf8');
    const rows = await measureComponents(join(pkgDir, 'dist'));
    const heaviest = [...rows].sort((a, b) => Number(b.js) - Number(a.js)).slice(0, 3);
    const summary = heaviest.map(({ name, js }) => `${name} ${js}`).join(', ');
    if (withSection(readme, 'component-sizes', renderComponentSizeTable(rows)) === readme)
      pass(
        `README: each of the ${rows.length} components' JS and CSS costs is the measured one (heaviest JS: ${summary} KiB gzip)`,
      );
    else
      fail(
        "README: the components' cost table gives other sizes than the build's",
        `run \`npm run readme -w @company/ui\` with the package built`,
      );
  }

  // Sizes ----------------------------------------------------------------------------------------
  const size = async (file) => {
    const data = await readFile(join(pkgDir, 'dist', file));
    return `${kB(data.length)} (${kB(gzipSync(data, { level: 9 }).length)} gzip)`;
  };
  const fontBytes = (await Promise.all(fonts.map((file) => stat(join(pkgDir, file))))).reduce(
    (sum, s) => sum + s.size,
    0,
  );
  console.log('\nSizes');
  info(`tarball            ${kB(packInfo.size)} (${kB(packInfo.unpackedSize)} unpacked, ${packedFiles.length} files)`);
  info(`dist/index.js      ${await size('index.js')}`);
  info(`dist/theme/index.js ${await size('theme/index.js')}`);
  for (const name of stylesheetNames) info(`dist/${`${name}.css`.padEnd(15)} ${await size(`${name}.css`)}`);
  info(`dist/fonts/        ${kB(fontBytes)} (${fonts.length} woff2, already compressed)`);
}

/** The stylesheets a built page of the Vite app links, as one text. */
async function linkedCss(dist, page) {
  const html = await readFile(join(dist, page), 'utf8');
  const hrefs = Array.from(html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g), ([, href]) => href);
  return { files: hrefs, css: (await Promise.all(hrefs.map((href) => readFile(join(dist, href), 'utf8')))).join('\n') };
}

async function checkViteOutput(dist, installedPkg) {
  const assets = join(dist, 'assets');
  const names = await readdir(assets);
  const cssFiles = names.filter((file) => file.endsWith('.css'));
  const jsFiles = names.filter((file) => file.endsWith('.js'));
  const { css } = await linkedCss(dist, 'index.html');
  // The Button page's scripts: its entry and the chunks it preloads (five.html has its own).
  const indexHtml = await readFile(join(dist, 'index.html'), 'utf8');
  const indexScripts = Array.from(
    indexHtml.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="\/([^"]+\.js)"/g),
    ([, href]) => href,
  );
  if (!indexScripts.length || indexScripts.some((href) => !jsFiles.includes(basename(href))))
    fail('scratch app: index.html links no script of dist/assets', indexHtml);
  const js = (await Promise.all(indexScripts.map((href) => readFile(join(dist, href), 'utf8')))).join('\n');

  // CSS: the Button's own class names come from the published JS (its component module and the
  // chunks it imports), so the check follows renames.
  const componentJs = await readFile(join(installedPkg, 'dist', 'components', 'Button', 'Button.styles.js'), 'utf8');
  const buttonClass = componentJs.match(/defaultClassName:\s*"([^"]+)"/)?.[1];
  const cssProblems = [];
  if (!cssFiles.length) cssProblems.push('no CSS file emitted');
  if (!buttonClass) cssProblems.push('could not find the Button base class in dist/components/Button/Button.styles.js');
  else if (!css.includes(`.${buttonClass}`)) cssProblems.push(`Button class .${buttonClass} missing from the CSS`);
  if (!/@layer company-ui\.components\.button\s*\{/.test(css))
    cssProblems.push('no rules in the company-ui.components.button layer');
  if (!/--cui-color-primary:/.test(css)) cssProblems.push('theme variables (--cui-color-primary) not defined');
  if (!/@font-face/.test(css)) cssProblems.push('no @font-face');
  if (cssProblems.length) fail('scratch app: CSS output', cssProblems.join('\n'));
  else
    pass(
      `scratch app: CSS has the Button rules (.${buttonClass}), the theme variables, the company-ui layers and @font-face (${kB(Buffer.byteLength(css))}, ${kB(gzipSync(css).length)} gzip)`,
    );

  // CSS per component: five.html imports tokens.css and the stylesheets of the five components it
  // renders. It carries their rules and the tokens, no fonts, and no rule of another component.
  {
    const { files, css: fiveCss } = await linkedCss(dist, 'five.html');
    const layersWithRules = new Set(
      Array.from(fiveCss.matchAll(/@layer company-ui\.components\.([\w-]+)\s*\{/g), ([, name]) => name),
    );
    const problems = [];
    for (const name of ['button', 'card', 'dialog', 'tabs', 'text-input'])
      if (!layersWithRules.has(name)) problems.push(`no rules of ${name}`);
    for (const name of NOT_ON_THE_FIVE_COMPONENT_PAGE)
      if (layersWithRules.has(name)) problems.push(`rules of ${name}, which the page does not render`);
    if (!/--cui-color-primary:/.test(fiveCss)) problems.push('theme variables (--cui-color-primary) not defined');
    if (/@font-face/.test(fiveCss)) problems.push('@font-face, though the page imports no fonts');
    const whole = await readFile(join(installedPkg, 'dist', 'components.css'));
    const shipped = gzipSync(fiveCss, { level: 9 }).length;
    if (problems.length) fail('scratch app: five components with their own stylesheets', problems.join('\n'));
    else
      pass(
        `scratch app: five.html (Button, Card, Dialog, Tabs, TextInput) loads the tokens and the rules of ${layersWithRules.size} component layers (${[...layersWithRules].join(', ')}) in ${files.length} stylesheet(s): ${kB(shipped)} gzip, against ${kB(gzipSync(whole, { level: 9 }).length)} for components.css alone`,
      );
  }

  // Fonts: every font the package ships is emitted and referenced by the built CSS.
  const shippedFonts = (await readdir(join(installedPkg, 'dist', 'fonts'))).filter((file) => file.endsWith('.woff2'));
  const fontProblems = [];
  for (const font of shippedFonts) {
    const stem = basename(font, '.woff2');
    const emitted = names.find((file) => file.startsWith(`${stem}-`) && file.endsWith('.woff2'));
    if (!emitted) fontProblems.push(`${font} not emitted`);
    else if (!css.includes(emitted)) fontProblems.push(`${emitted} emitted but not referenced by the CSS`);
  }
  if (!shippedFonts.length) fontProblems.push('the package ships no fonts');
  if (fontProblems.length) fail('scratch app: fonts', fontProblems.join('\n'));
  else pass(`scratch app: ${shippedFonts.length} font file(s) emitted and referenced (${shippedFonts.join(', ')})`);

  // JS: our component is in, unused Radix primitives are not.
  const found = UNUSED_RADIX_MARKERS.filter((marker) => js.includes(marker));
  if (!js.includes('Envoyer') || !js.includes(buttonClass ?? '\0'))
    fail('scratch app: the Button code is not in the JS bundle');
  else if (found.length) fail(`scratch app: tree-shaking: unused Radix code in the bundle (${found.join(', ')})`);
  else
    pass(
      `scratch app: tree-shaking: no unused Radix code (${UNUSED_RADIX_MARKERS.join(', ')} absent); JS ${kB(Buffer.byteLength(js))}, ${kB(gzipSync(js).length)} gzip incl. React`,
    );
}

/**
 * What the tarball holds is what a consumer can use: every export target is in it, every file of
 * `dist` is reached from an export (no stylesheet or module nobody can import), and every source
 * map points at sources that ship with it.
 */
async function checkTarballHygiene(pkgDir, pkg, packedFiles) {
  const packed = new Set(packedFiles);
  const problems = [];
  const targets = [];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value.replace(/^\.\//, ''));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(pkg.exports);
  for (const field of ['main', 'module', 'types']) collect(pkg[field]);
  collect(pkg.typesVersions);
  for (const target of new Set(targets)) {
    if (!packed.has(target)) problems.push(`package.json points at ${target}, which is not in the tarball`);
  }

  const reached = new Set();
  const visit = async (file) => {
    if (reached.has(file) || !packed.has(file)) return;
    reached.add(file);
    if (packed.has(`${file}.map`)) reached.add(`${file}.map`);
    if (!/\.(c?js|d\.c?ts|css)$/.test(file)) return;
    const code = await readFile(join(pkgDir, file), 'utf8');
    const specifiers = file.endsWith('.css')
      ? [...code.matchAll(/url\(["']?(\.{1,2}\/[^"')]+)/g)].map((match) => match[1])
      : [...code.matchAll(/(?:from|import|require)\s*\(?\s*(['"])(\.{1,2}\/[^'"]+)\1/g)].map((match) => match[2]);
    for (const specifier of specifiers) {
      const target = join(dirname(file), specifier);
      await visit(/\.d\.c?ts$/.test(file) ? target.replace(/\.(c?)js$/, '.d.$1ts') : target);
    }
  };
  for (const target of targets) await visit(target);
  const unreachable = packedFiles.filter((file) => file.startsWith('dist/') && !reached.has(file));
  if (unreachable.length)
    problems.push(
      `not reachable from any export: ${unreachable.slice(0, 10).join(', ')}${unreachable.length > 10 ? ` and ${unreachable.length - 10} more` : ''}`,
    );
  const stylesheets = packedFiles.filter((file) => file.startsWith('dist/') && file.endsWith('.css')).sort();
  const expectedStylesheets = [
    ...stylesheetNames.map((name) => `dist/${name}.css`),
    ...componentStylesheets().map(({ name }) => `dist/css/${name}.css`),
  ].sort();
  if (stylesheets.join() !== expectedStylesheets.join())
    problems.push(`stylesheets ${stylesheets.join(', ')}; expected ${expectedStylesheets.join(', ')}`);

  const maps = packedFiles.filter((file) => file.endsWith('.map'));
  const unmapped = [];
  for (const map of maps) {
    const { sources = [], sourcesContent } = JSON.parse(await readFile(join(pkgDir, map), 'utf8'));
    for (const source of sources) {
      if (!packed.has(join(dirname(map), source))) unmapped.push(`${map} → ${source}`);
    }
    if (sourcesContent?.some(Boolean)) unmapped.push(`${map} embeds copies of its sources`);
  }
  if (unmapped.length) problems.push(`source maps pointing at sources not shipped: ${unmapped.slice(0, 5).join(', ')}`);

  if (problems.length) fail('tarball hygiene', problems.join('\n'));
  else
    pass(
      `tarball hygiene: every export target ships, all ${[...reached].filter((file) => file.startsWith('dist/')).length} files of dist are reached from an export, ${expectedStylesheets.length} stylesheets (${stylesheetNames.length} and one per component with styles), ${maps.length} source maps all point at shipped sources`,
    );
}

/**
 * React Server Components: from each entry point, follow the imports a server component would
 * evaluate (stopping at `"use client"` modules, which the server only references). None of them may
 * use a React API that the server build of React lacks (state, effects, context), nor a package not
 * known to be server-safe. Prints which modules are client boundaries.
 */
async function checkServerGraph(app, installedPkg) {
  const require = createRequire(join(app, 'package.json'));
  const serverReact = new Set(
    Object.keys(require(join(app, 'node_modules', 'react', 'cjs', 'react.react-server.production.js'))),
  );
  const serverSafePackages = new Set([
    'react',
    'react/jsx-runtime',
    'radix-ui/slot',
    'lucide',
    '@vanilla-extract/recipes/createRuntimeFn',
  ]);
  const dist = join(installedPkg, 'dist');
  const clientBoundaries = new Set();
  const problems = [];
  const seen = new Set();
  const visit = async (file, from) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = await readFile(join(dist, file), 'utf8');
    if (/^(?:"use strict";\s*)?"use client";/.test(code)) {
      clientBoundaries.add(file);
      return;
    }
    for (const [, names, specifier] of code.matchAll(/import\s*(?:\{([^}]*)\}\s*from\s*|[\w*\s]+from\s*)?"([^"]+)"/g)) {
      if (specifier.startsWith('.')) {
        await visit(join(dirname(file), specifier), file);
      } else if (!serverSafePackages.has(specifier)) {
        problems.push(`${file} (from ${from}) imports ${specifier} on the server`);
      } else if (specifier === 'react' && names) {
        const clientOnly = names
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0])
          .filter((name) => name && !serverReact.has(name));
        if (clientOnly.length)
          problems.push(`${file} (from ${from}) uses ${clientOnly.join(', ')} without "use client"`);
      }
    }
  };
  for (const { output } of publicEntries()) await visit(`${output}.js`, `${output}.js`);
  const components = publicEntries().filter(({ output }) => output.startsWith('components/'));
  // A component is a client one when its own module is a client boundary; a server component may
  // render a client part of its own (Table's scroll region), which the server only references.
  const clientComponents = components.filter(({ output }) =>
    clientBoundaries.has(join(dirname(output), `${basename(dirname(output))}.js`)),
  );
  // The README's two lists say which components are which: they must match the build.
  const readme = await readFile(join(installedPkg, 'README.md'), 'utf8');
  const listed = (kind) =>
    [
      ...(readme.match(new RegExp(`^\\*\\*${kind} components\\*\\* \\(\\d+\\): (.+)$`, 'm'))?.[1] ?? '').matchAll(
        /`(\w+)`/g,
      ),
    ]
      .map(([, name]) => name)
      .join(', ');
  const names = (list) => list.map(({ output }) => basename(dirname(output))).join(', ');
  const serverComponents = components.filter((entry) => !clientComponents.includes(entry));
  // `Theme` lives with the tokens (`theme/Theme.js`), outside the component directories.
  const themeIsServer = seen.has('theme/Theme.js') && !clientBoundaries.has('theme/Theme.js');
  const serverNames = [
    ...serverComponents.map(({ output }) => basename(dirname(output))),
    ...(themeIsServer ? ['Theme'] : []),
  ]
    .sort()
    .join(', ');
  if (listed('Client') !== names(clientComponents) || listed('Server') !== serverNames)
    problems.push(
      `README.md lists client components ${listed('Client')} and server components ${listed('Server')}; the build has client ${names(clientComponents)} and server ${serverNames}`,
    );
  if (problems.length)
    fail('server components: client-only code on the server, or the README is wrong', problems.join('\n'));
  else
    pass(
      `server components: ${serverNames.split(', ').length} of ${components.length + 1} components render on the server, as the README lists them; client boundaries: ${[...clientBoundaries].map((file) => basename(file, '.js')).join(', ')}`,
    );
}
