// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  collectExports,
  expectedReadme,
  renderComponentDocs,
  storybookUrl,
  syncComponentDocs,
  type Export,
} from '../scripts/api-reference.mjs';
import * as barrel from './index';
import * as theme from './theme';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const exports: Export[] = collectExports();
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { homepage: string };

describe('the package README', () => {
  it('lists every export of the barrel and of the theme, each once', () => {
    const values = exports.filter((e) => !e.isType).map((e) => e.name);
    expect(values.toSorted()).toEqual([...new Set([...Object.keys(barrel), ...Object.keys(theme)])].toSorted());
    const reference = readme.slice(readme.indexOf('\n## API reference'), readme.indexOf('\n## Accessibility'));
    const missing = exports.filter((e) => !reference.includes(`\`${e.name}\``)).map((e) => e.name);
    expect(missing).toEqual([]);
  });

  it('describes every value export from its JSDoc', () => {
    expect(exports.filter((e) => !e.isType && !e.doc).map((e) => e.name)).toEqual([]);
  });

  it('links every component to its page in the package, which links to its Storybook page', () => {
    expect(storybookUrl).toBe(manifest.homepage);
    const button = readme.split('\n').find((line) => line.startsWith('| `Button`'));
    expect(button).toContain('[Button](./docs/button.md)');
    const page = readFileSync(new URL('../docs/button.md', import.meta.url), 'utf8');
    expect(page).toContain(`(${storybookUrl}?path=/docs/actions-button--docs)`);
    expect(page).toContain("| `variant` | `'primary' \\| 'secondary' \\| 'outline' \\| 'ghost'` | `'primary'` |");
    const linked = [...readme.matchAll(/\]\(\.\/docs\/([\w-]+\.md)\)/g)].map(([, file]) => file);
    expect(new Set(linked)).toEqual(new Set(renderComponentDocs(exports).keys()));
  });

  it('ships a page per component that is what the sources generate (`npm run readme -w @company/ui`)', () => {
    expect(syncComponentDocs(renderComponentDocs(exports))).toEqual([]);
  });

  it('is what the sources generate (run `npm run readme -w @company/ui` after changing an export)', () => {
    expect(readme).toBe(expectedReadme(readme, exports));
  });
});
