// @company/ui with Tailwind CSS v4, set up exactly as the package README's « Tailwind CSS v4 »
// section says: the app's stylesheet must be that section's block, line for line. Two apps render
// the page of fixtures/shared/tailwind-probe.jsx: the Vite app of fixtures/tailwind-app, built here
// with `vite build` and Tailwind's Vite plugin, and the Next.js app of fixtures/next-app, whose
// /tailwind page goes through `@tailwindcss/postcss` (scripts/package-check/next-consumer.mjs calls
// `checkTailwindPage` and `checkTailwindSetup`). In Chromium the components keep their own looks
// over Tailwind's preflight, utilities passed as `className` win over the components' styles (no
// `!important`), Tailwind still styles the app's own markup, the package's web fonts load, and the
// console stays silent. The Vite app's built files are served by Playwright itself, from a host no
// request can leave for.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NPM_INSTALL_ARGS, copyFixture } from './fixtures.mjs';
import { pageProblems } from './page-problems.mjs';
import { output, withoutNpmConfigNoise } from './process.mjs';

const readme = fileURLToPath(new URL('../../packages/ui/README.md', import.meta.url));

/** The lines of a stylesheet or a module that are not comments or blank. */
const declarations = (code) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'));

/** The code block of the README's Tailwind section in `language` (`css`, `js`). */
async function readmeSetup(language) {
  const text = await readFile(readme, 'utf8');
  const section = text.split(/^#+ /m).find((part) => part.startsWith('Tailwind CSS v4'));
  return section?.match(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``))?.[1];
}

/**
 * Whether a file of an app is the README's block in `language`, comments and blank lines aside.
 * @param {{ language: string, file: string, used: string, label: string }} options
 *   `file` names the app's file in the failure, `used` is its text.
 * @returns {Promise<{ ok: boolean, label: string, details?: string }>}
 */
export async function checkTailwindSetup({ language, file, used, label }) {
  const documented = await readmeSetup(language);
  const ok = documented !== undefined && declarations(documented).join('\n') === declarations(used).join('\n');
  if (ok) return { ok, label };
  return {
    ok,
    label,
    details:
      documented === undefined
        ? `packages/ui/README.md has no \`\`\`${language} block under a « Tailwind CSS v4 » heading`
        : `README:\n${documented}\n${file}:\n${used}`,
  };
}

/** What the probes read in the page, once its fonts are in. */
async function measure() {
  await document.fonts.ready;
  const style = (selector) => getComputedStyle(document.querySelector(selector));
  const box = (computed) => ({
    background: computed.backgroundColor,
    paddingInline: `${computed.paddingLeft} ${computed.paddingRight}`,
    radius: computed.borderTopLeftRadius,
  });
  return {
    primary: box(style('#primary')),
    restyled: box(style('#restyled')),
    utilities: box(style('#utility-probe')),
    cardPadding: style('#card').paddingTop,
    inputBorder: style('#email').borderTopWidth,
    inputWidth: document.querySelector('#email').offsetWidth,
    // The width of main's content box, which `w-full` fills.
    mainWidth:
      document.querySelector('main').clientWidth -
      Number.parseFloat(style('main').paddingLeft) -
      Number.parseFloat(style('main').paddingRight),
    title: { margin: style('#app-title').marginTop, weight: style('#app-title').fontWeight },
    fonts: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  };
}

/**
 * @param {{ tarball: string, dir: string, run: Function }} options
 *   `dir` is a scratch directory for the app, `run` the check's process runner.
 * @returns {Promise<Array<{ ok: boolean, label: string, details?: string }>>}
 */
export async function checkTailwindConsumer({ tarball, dir, run }) {
  const checks = [];
  const check = (ok, label, details) => checks.push(ok ? { ok, label } : { ok, label, details });

  await copyFixture('tailwind-app', dir, tarball);
  checks.push(
    await checkTailwindSetup({
      language: 'css',
      file: 'fixtures/tailwind-app/src/index.css',
      used: await readFile(join(dir, 'src', 'index.css'), 'utf8'),
      label: 'Tailwind CSS v4: the app’s stylesheet is the README’s « Tailwind CSS v4 » block',
    }),
  );

  const install = await run('npm', NPM_INSTALL_ARGS, { cwd: dir });
  if (install.code !== 0) {
    check(false, 'Tailwind CSS v4: npm install failed', withoutNpmConfigNoise(output(install)));
    return checks;
  }
  const build = await run(process.execPath, [join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: dir,
  });
  if (build.code !== 0) {
    check(false, 'Tailwind CSS v4: vite build failed', output(build));
    return checks;
  }

  const { chromium } = await import('playwright');
  const { chromiumArgs, testChromium } = await import('../browser.mjs');
  const browser = await chromium.launch({ executablePath: testChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const origin = 'http://tailwind-app.test';
    const dist = join(dir, 'dist');
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== origin) return route.abort();
      return route.fulfill({ path: join(dist, url.pathname === '/' ? 'index.html' : url.pathname) });
    });
    const messages = pageProblems(page);
    await page.goto(`${origin}/`);
    checks.push(...(await checkTailwindPage(page, messages, 'Tailwind CSS v4')));
  } finally {
    await browser.close();
  }
  return checks;
}

/**
 * Measures the page of fixtures/shared/tailwind-probe.jsx, already loaded in `page`.
 * @param {import('playwright').Page} page
 * @param {string[]} messages the page's console messages so far (see page-problems.mjs), checked last
 * @param {string} label what the results are named after
 * @returns {Promise<Array<{ ok: boolean, label: string, details?: string }>>}
 */
export async function checkTailwindPage(page, messages, label) {
  const checks = [];
  const check = (ok, what, details) => checks.push(ok ? { ok, label: what } : { ok, label: what, details });
  await page.locator('#primary').waitFor();
  const seen = await page.evaluate(measure);

  const styled = [];
  if (seen.primary.background !== 'rgb(3, 112, 135)')
    styled.push(`primary Button background ${seen.primary.background}, expected the brand rgb(3, 112, 135)`);
  if (seen.primary.paddingInline.startsWith('0px')) styled.push('primary Button without padding');
  if (seen.primary.radius === '0px') styled.push('primary Button without a radius');
  if (seen.cardPadding === '0px') styled.push('Card without padding');
  if (seen.inputBorder === '0px') styled.push('TextInput without a border');
  check(
    styled.length === 0,
    `${label}: the components keep their styles over Tailwind's preflight (Button ${seen.primary.background}, padding ${seen.primary.paddingInline}, radius ${seen.primary.radius}; Card padding ${seen.cardPadding})`,
    styled.join('\n'),
  );

  const overridden = ['background', 'paddingInline', 'radius'].filter(
    (property) => seen.restyled[property] !== seen.utilities[property],
  );
  const fullWidth = seen.inputWidth === seen.mainWidth;
  check(
    overridden.length === 0 && seen.restyled.background !== seen.primary.background && fullWidth,
    `${label}: className="bg-fuchsia-600 px-10 rounded-none" wins over Button's styles (${seen.restyled.background}, padding ${seen.restyled.paddingInline}, radius ${seen.restyled.radius}); w-full on TextInput gives ${seen.inputWidth} of ${seen.mainWidth} px`,
    [
      ...overridden.map(
        (property) => `${property}: ${seen.restyled[property]}, the utilities give ${seen.utilities[property]}`,
      ),
      fullWidth ? '' : `w-full: the TextInput is ${seen.inputWidth} px wide of ${seen.mainWidth}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );

  const app = seen.title.margin === '0px' && seen.title.weight === '700';
  const fonts = ['Inter Variable'].every((family) => seen.fonts.includes(family));
  check(
    app && fonts && messages.length === 0,
    `${label}: Tailwind styles the app's own markup (h1 margin ${seen.title.margin}, weight ${seen.title.weight}), the package's fonts load (${[...new Set(seen.fonts)].join(', ')}), no console message`,
    [
      app
        ? ''
        : `the app's h1: margin ${seen.title.margin}, weight ${seen.title.weight}; Tailwind's preflight and font-bold give 0px and 700`,
      fonts ? '' : `fonts loaded: ${seen.fonts.join(', ') || 'none'}; Inter Variable expected`,
      ...messages,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return checks;
}
