import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration } from 'astro';
import { site } from '../src/config/site.ts';
import { writeHostFiles } from './hostFiles.ts';

/**
 * The site's additions to Astro: the `client:interaction` and `client:stored` directives (see
 * interactionDirective.ts and storedDirective.ts), the dev server's accessibility check,
 * and, once the site is built into the publish folder's `fr/`, the host's files at its root
 * (404.html, sitemap.xml, robots.txt, _headers, _redirects: see hostFiles.ts).
 */
export function siteHost(): AstroIntegration {
  let config: AstroConfig | undefined;
  return {
    name: 'company:site-host',
    hooks: {
      'astro:config:setup': ({ addClientDirective, command, injectScript }) => {
        // The dev server's accessibility check of each page (warnings only); builds never carry it.
        if (command === 'dev') {
          const check = fileURLToPath(new URL('../src/dev/axeOnLoad.ts', import.meta.url));
          injectScript(
            'page',
            `import { checkPageWhenSettled } from ${JSON.stringify(check)}; checkPageWhenSettled();`,
          );
        }
        const directives: Array<[name: string, file: string]> = [
          ['interaction', './interactionDirective.ts'],
          ['stored', './storedDirective.ts'],
        ];
        for (const [name, file] of directives) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(file, import.meta.url)) });
        }
      },
      'astro:config:done': ({ config: resolved }) => {
        config = resolved;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!config) throw new Error('astro:build:done ran before astro:config:done');
        await moveIslandStyleToHead(fileURLToPath(dir));
        await preloadEagerIslands(fileURLToPath(dir), config.base);
        await writeHostFiles({
          outDir: fileURLToPath(dir),
          base: config.base,
          origin: site.origin,
          redirectsFile: fileURLToPath(new URL('host/_redirects', config.root)),
          projectRoot: fileURLToPath(config.root),
          sourceDirs: [config.srcDir, config.publicDir, new URL('host/', config.root)].map((url) => fileURLToPath(url)),
          logger,
        });
      },
    },
  };
}

/** The rule Astro writes before a page's first island, which lays islands out as their content. */
const islandStyle = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/**
 * Moves Astro's island rule from the body, where it lands among the page's elements (and where a
 * modal's `aria-hidden` on its siblings reaches it, which accessibility checkers flag), to the head.
 */
async function moveIslandStyleToHead(outDir: string) {
  const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const file = join(outDir, page);
    const html = await readFile(file, 'utf8');
    if (!html.includes(islandStyle)) continue;
    await writeFile(file, html.replace(islandStyle, '').replace('</head>', `${islandStyle}</head>`));
  }
}

/** Islands that hydrate as the page loads, whose code the page needs for its content. */
const eagerIsland = /<astro-island\b[^>]*\sclient="(?:only|load)"[^>]*>/g;

/** The built modules `file` imports statically (`import … from "./x.js"`, `import "./x.js"`). */
async function staticImports(file: string): Promise<string[]> {
  const code = await readFile(file, 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)].map(([, dep = '']) =>
    join(file, '..', dep),
  );
}

/**
 * Adds to the head of each page whose island hydrates as it loads (the account area, the staff's
 * inbox, the notices) a `modulepreload` of every module the island imports, however deep: the
 * browser fetches them together instead of finding each import only once its parent has arrived,
 * one round trip per level (the account area had chains of five). At low priority, so that the
 * page's styles and fonts come first and it paints its loading state as early as before.
 */
async function preloadEagerIslands(outDir: string, base: string) {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const file = join(outDir, page);
    const html = await readFile(file, 'utf8');
    const islands = html.match(eagerIsland);
    if (!islands) continue;
    const modules = new Set<string>();
    const visit = async (module: string) => {
      if (modules.has(module)) return;
      modules.add(module);
      for (const dep of await staticImports(module)) await visit(dep);
    };
    for (const tag of islands) {
      for (const name of ['component-url', 'renderer-url']) {
        const href = tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
        if (href?.startsWith(prefix)) await visit(join(outDir, href.slice(prefix.length)));
      }
    }
    const links = [...modules]
      .map(
        (module) =>
          `<link rel="modulepreload" href="${prefix}${relative(outDir, module).split(sep).join('/')}" fetchpriority="low">`,
      )
      .join('');
    await writeFile(file, html.replace('</head>', `${links}</head>`));
  }
}
