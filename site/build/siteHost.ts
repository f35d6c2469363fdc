import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
