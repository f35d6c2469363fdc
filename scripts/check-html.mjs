// The Nu Html Checker (the engine of the W3C's HTML validator, from the `vnu-jar` package) on every
// HTML file of the built site, in one Java run: any error fails; warnings are listed and counted.
// Run after `npm run build`. Needs Java 11 or newer on the PATH (`$JAVA` to name another one);
// `.ci/run` installs Debian's `default-jre-headless` when it is missing.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import vnuJar from 'vnu-jar';
import { pagePath } from '../site/scripts/layout.mjs';
import { root, siteDist } from './sizes.mjs';

/**
 * Messages that are not findings, each matched by its exact text. All three come from the site's
 * stylesheet, which the prerender writes into each page's `<style>`: the checker validates CSS with
 * the W3C CSS validator's code, which predates these features (w3c/css-validator#422 and #474,
 * validator/validator#1811), while every browser the site supports has shipped them for years. Any
 * other CSS message, a typo or an unknown property of our own, still fails.
 */
const ignored = [
  {
    name: 'container queries (`@container`, CSS Containment Level 3)',
    messages: [
      'CSS: Unrecognized at-rule “@container”',
      "CSS: “container”: Property “container” doesn't exist.",
      "CSS: “container-type”: Property “container-type” doesn't exist.",
    ],
  },
  {
    name: '`vector-effect` (SVG 2; the Popover arrow’s edge keeps its width when the arrow is stretched)',
    messages: ["CSS: “vector-effect”: Property “vector-effect” doesn't exist."],
  },
  {
    name: '`@starting-style` and `transition-behavior` (CSS Transitions Level 2; the header menu’s popover slides in and out)',
    messages: [
      'CSS: Unrecognized at-rule “@starting-style”',
      "CSS: “transition-behavior”: Property “transition-behavior” doesn't exist.",
    ],
  },
];

const files = existsSync(siteDist)
  ? readdirSync(siteDist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => join(siteDist, file))
      .sort()
  : [];
if (files.length === 0) {
  console.error(`No HTML file in ${relative(root, siteDist)}: build the site first (npm run build).`);
  process.exit(1);
}

/** Runs the checker once over every file; it reports as JSON on stdout with `--stdout`. */
function runChecker() {
  const java = process.env.JAVA ?? 'java';
  // One JVM for every page: starting Java costs more than checking a page. A short run gains from
  // the quick compiler alone (half the CPU time), which needs a deeper stack than the checker's
  // 512 KiB minimum; the serial collector keeps the heap near 350 MB instead of 1.2 GB on a
  // machine the browsers share. `--exit-zero-always`: the verdict is this script's, once the
  // ignored messages are taken out.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const args = [...jvm, '-jar', String(vnuJar), '--format', 'json', '--stdout', '--exit-zero-always', ...files];
  return new Promise((resolve, reject) => {
    const child = spawn(java, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${java} not found: the Nu Html Checker needs Java 11+ (Debian: apt-get install default-jre-headless)`,
            )
          : error,
      ),
    );
    child.on('close', (status) => {
      if (status !== 0) reject(new Error(`the checker exited with status ${status}`));
      else resolve(JSON.parse(Buffer.concat(output).toString('utf8')));
    });
  });
}

const started = performance.now();
let report;
try {
  report = await runChecker();
} catch (error) {
  console.error(`check-html: ${error.message}`);
  process.exit(1);
}

/** A page's path as a visitor asks for it (`fr/about.html` is `/fr/about`), or the file's for the 404 page. */
const pageOf = (file) => {
  const path = relative(siteDist, file);
  return pagePath(path) ?? `/${path.split(sep).join('/')}`;
};
const pageOfUrl = (url) => pageOf(decodeURIComponent(new URL(url).pathname));

const ignoredCounts = new Map(ignored.map(({ name }) => [name, 0]));
/** Per page: the errors and warnings to show. */
const findings = new Map(files.map((file) => [pageOf(file), { errors: [], warnings: [] }]));
/** Plain notes by message, with how many times each came. */
const notes = new Map();
for (const message of report.messages) {
  const rule = ignored.find(({ messages }) => messages.includes(message.message));
  if (rule) {
    ignoredCounts.set(rule.name, ignoredCounts.get(rule.name) + 1);
    continue;
  }
  // Plain `info` messages are notes, not findings, and are only counted: on this site the one note
  // is that the trailing slash React writes on void elements (`<meta … />`) has no effect, which is
  // harmless as every attribute value is quoted.
  if (message.type === 'info' && message.subType !== 'warning') {
    notes.set(message.message, (notes.get(message.message) ?? 0) + 1);
    continue;
  }
  const page = message.url ? pageOfUrl(message.url) : '(checker)';
  if (!findings.has(page)) findings.set(page, { errors: [], warnings: [] });
  const where = message.lastLine ? `line ${message.lastLine}: ` : '';
  const text = `${where}${message.message}${message.extract ? `\n        ${message.extract.replaceAll('\n', ' ').trim()}` : ''}`;
  // `error` and `non-document-error` (a file the checker could not read) both fail.
  if (message.type === 'info') findings.get(page).warnings.push(text);
  else findings.get(page).errors.push(text);
}

let errors = 0;
let warnings = 0;
for (const [page, found] of findings) {
  errors += found.errors.length;
  warnings += found.warnings.length;
  const mark = found.errors.length > 0 ? '✗' : '✓';
  console.log(`${mark} ${page}: ${found.errors.length} errors, ${found.warnings.length} warnings`);
  for (const text of found.errors) console.log(`    error: ${text}`);
  for (const text of found.warnings) console.log(`    warning: ${text}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nNu Html Checker ${report.version ?? ''}: ${files.length} pages in ${seconds} s, ${errors} errors, ${warnings} warnings`,
);
for (const [name, count] of ignoredCounts) console.log(`  ignored: ${count} × ${name}`);
for (const [text, count] of notes) console.log(`  note: ${count} × ${text}`);
process.exit(errors > 0 ? 1 : 0);
