// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentStylesheets, kebabCase } from '../../packages/ui/scripts/entries.mjs';

/**
 * The site loads the stylesheet of each `@company/ui` component it imports, not the package's
 * all-in-one file (site/src/styles/ui.css): a component missing there would render unstyled, one
 * left there after its last use would cost every page its CSS.
 */
const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The names the site and its blocks import from the package's barrel, types left out. */
function importedNames() {
  const names = new Set<string>();
  for (const file of [...sources('site/src'), ...sources('packages/blocks/src')]) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s+\{([^}]*)\}\s+from\s+'@company\/ui'/g)) {
      for (const part of list!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** The component folder each name of the barrel comes from. */
function folderOf(name: string) {
  const barrel = readFileSync(path.join(root, 'packages/ui/src/index.ts'), 'utf8');
  for (const [, list, folder] of barrel.matchAll(/export\s+\{([^}]*)\}\s+from\s+'\.\/components\/(\w+)'/g)) {
    if (list!.split(',').some((part) => part.trim() === name)) return folder!;
  }
  return undefined;
}

describe('the package stylesheets the site loads', () => {
  it('are those of the components it imports, with the tokens, fonts and reset', () => {
    const withStyles = new Set(componentStylesheets().map(({ name }) => name));
    const needed = [...importedNames()]
      .map(folderOf)
      .filter((folder): folder is string => folder !== undefined)
      .map(kebabCase)
      .filter((name) => withStyles.has(name));
    const imports = (file: string) =>
      Array.from(
        readFileSync(path.join(root, 'site/src/styles', file), 'utf8').matchAll(
          /@import '@company\/ui\/([\w-]+)\.css';/g,
        ),
        ([, name]) => name!,
      );
    const loaded = imports('ui.css');
    // The inbox's own components load on its page alone (site/src/styles/inbox.css).
    const inboxOnly = imports('inbox.css');
    expect(loaded.slice(0, 3)).toEqual(['tokens', 'fonts', 'reset']);
    expect([...loaded.slice(3), ...inboxOnly].sort()).toEqual([...new Set(needed)].sort());
    // A real import list, not an empty one that would pass the comparison.
    expect(needed.length).toBeGreaterThan(30);
  });
});
