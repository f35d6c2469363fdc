// Draws the link-preview images (site/src/seo/socialImages.ts) and the square logo into site/public,
// where they are committed: the build copies them and needs no browser. Run it after changing the
// images' text, the brand colours or the fonts: `npm run social-images -w site` (needs Chromium,
// see scripts/browser.mjs; run `npm run build -w @company/ui` first for the brand tokens).
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../scripts/browser.mjs';
import { withJpegComment } from '../../scripts/image-header.mjs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const publicDir = join(siteDir, 'public');
const socialDir = join(publicDir, 'social');
/** JPEG quality: the highest that keeps every card well under the budget (.size-limit.mjs). */
const quality = 80;
const logoSize = 512;

/** The site's image list and the brand tokens, bundled from TypeScript for this script. */
async function loadSources() {
  const bundled = join(siteDir, 'node_modules', '.cache', 'social-images.mjs');
  await build({
    stdin: {
      contents: [
        "export { allSocialImages, socialImageSize, socialImageText, logoPath } from './src/seo/socialImages';",
        "export { palette, fontFamilies } from '@company/ui/theme';",
      ].join('\n'),
      resolveDir: siteDir,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: bundled,
    logLevel: 'warning',
  });
  try {
    return await import(`${pathToFileURL(bundled).href}?${Date.now()}`);
  } finally {
    await rm(bundled, { force: true });
  }
}

const require = createRequire(import.meta.url);

/** The self-hosted variable fonts as data URLs, Latin and Latin Extended: no font host, no fallback. */
async function fontFaces() {
  const faces = [
    ['Inter Variable', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
    ['Inter Variable', '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'],
    ['Space Grotesk Variable', '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2'],
    ['Space Grotesk Variable', '@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2'],
  ];
  const css = await Promise.all(
    faces.map(async ([family, file]) => {
      const data = (await readFile(require.resolve(file))).toString('base64');
      return `@font-face{font-family:'${family}';font-weight:300 700;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
    }),
  );
  return css.join('\n');
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The favicon's mark: a lagoon tile, a white arc and a vanilla dot. */
const markSvg = (
  size,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32" aria-hidden="true">
  <rect width="32" height="32" rx="8" fill="#037087"/>
  <path d="M21.5 11.2a7 7 0 1 0 0 9.6" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>
  <circle cx="23.4" cy="16" r="2.2" fill="#fdbc3b"/>
</svg>`;

/**
 * One card: the brand, the section in the accent colour, the title, a line of detail, the site and
 * the town. Its text is exactly `socialImageText`, which the file's comment records.
 */
function cardHtml(text, { palette, fontFamilies, fonts, size }) {
  const [brand, eyebrow, title, subtitle, host, place] = text.split('\n').map(escapeHtml);
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>
${fonts}
*{box-sizing:border-box;margin:0}
html,body{width:${size.width}px;height:${size.height}px;overflow:hidden}
body{position:relative;background:radial-gradient(circle at 100% 0%,${palette.lagoon[9]} 0,${palette.lagoon[11]} 32%,${palette.lagoon[12]} 72%);
  color:${palette.white};font-family:${fontFamilies.body};-webkit-font-smoothing:antialiased}
.arc{position:absolute;right:-150px;bottom:-190px;width:620px;height:620px;border-radius:50%;border:70px solid ${palette.lagoon[10]};opacity:.55}
.dot{position:absolute;right:88px;top:96px;width:44px;height:44px;border-radius:50%;background:${palette.vanilla[9]}}
.card{position:absolute;inset:64px 72px 56px;display:flex;flex-direction:column}
.brand{display:flex;align-items:center;gap:20px;font-family:${fontFamilies.heading};font-size:40px;font-weight:700;letter-spacing:-.01em}
.body{flex:1;display:flex;flex-direction:column;justify-content:center;max-width:930px}
.body>*{flex-shrink:0}
.eyebrow{color:${palette.vanilla[9]};font-size:28px;font-weight:600;margin-bottom:18px}
h1{font-family:${fontFamilies.heading};font-weight:700;font-size:68px;line-height:1.08;letter-spacing:-.02em}
p{margin-top:22px;color:${palette.lagoon[3]};font-size:29px;line-height:1.35}
.foot{display:flex;gap:28px;align-items:center;color:${palette.lagoon[5]};font-size:24px;font-weight:500}
.foot span+span::before{content:'';display:inline-block;width:8px;height:8px;border-radius:50%;background:${palette.vanilla[9]};margin:0 28px 4px 0}
</style></head><body>
<div class="arc"></div><div class="dot"></div>
<div class="card">
  <div class="brand">${markSvg(64)}<span>${brand}</span></div>
  <div class="body">
    <div class="eyebrow">${eyebrow}</div>
    <h1>${title}</h1>
    <p>${subtitle}</p>
  </div>
  <div class="foot"><span>${host}</span><span>${place}</span></div>
</div></body></html>`;
}

/**
 * Shrinks the title, then the detail line, until each holds in its number of lines: long service
 * names stay whole. Lines are counted from the box's height, which is a whole number of line heights.
 */
async function fitText(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const [selector, maxLines, minSize] of [
      ['h1', 3, 44],
      ['p', 3, 22],
    ]) {
      const element = document.querySelector(selector);
      const lines = () => Math.round(element.offsetHeight / parseFloat(getComputedStyle(element).lineHeight));
      let size = parseFloat(getComputedStyle(element).fontSize);
      while (lines() > maxLines && size > minSize) {
        size -= 2;
        element.style.fontSize = `${size}px`;
      }
      if (lines() > maxLines) throw new Error(`Too long for the card: ${element.textContent}`);
    }
  });
}

const {
  allSocialImages,
  socialImageSize: size,
  socialImageText,
  logoPath,
  palette,
  fontFamilies,
} = await loadSources();
const fonts = await fontFaces();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  await mkdir(socialDir, { recursive: true });
  console.log('Social images (site/public/social):');
  for (const image of allSocialImages()) {
    const text = socialImageText(image);
    await page.setContent(cardHtml(text, { palette, fontFamilies, fonts, size }));
    await fitText(page);
    const file = join(socialDir, image.file);
    const jpeg = await page.screenshot({ type: 'jpeg', quality });
    await writeFile(file, withJpegComment(jpeg, text));
    console.log(`  ${image.file.padEnd(60)} ${((await stat(file)).size / 1024).toFixed(1).padStart(6)} KiB`);
  }

  await page.setViewportSize({ width: logoSize, height: logoSize });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent;line-height:0">${markSvg(logoSize)}</body></html>`,
  );
  const logo = join(publicDir, logoPath.slice(1));
  await writeFile(logo, await page.screenshot({ type: 'png', omitBackground: true }));
  console.log(`  ${`..${logoPath}`.padEnd(60)} ${((await stat(logo)).size / 1024).toFixed(1).padStart(6)} KiB`);
} finally {
  await browser.close();
}
