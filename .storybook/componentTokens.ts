import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const moduleId = 'virtual:component-tokens';
const resolvedId = `\0${moduleId}`;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The design tokens each component's own styles read, by kind: `vars.color.primaryHover` in
 * `components/Button/*.css.ts` is `--cui-color-primary-hover` under `Button.color`. Read from the
 * sources when the Storybook builds, for the docs pages' « Design tokens » table.
 */
export function componentTokens(root: string): Plugin {
  return {
    name: 'company:component-tokens',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const byComponent: Record<string, Record<string, string[]>> = {};
      for (const file of globSync('packages/ui/src/components/*/*.css.ts', { cwd: root })) {
        this.addWatchFile(path.join(root, file));
        const component = file.split('/').at(-2)!;
        const kinds = (byComponent[component] ??= {});
        const source = readFileSync(path.join(root, file), 'utf8');
        for (const [, kind, dotted, bracketed] of source.matchAll(/\bvars\.(\w+)(?:\.(\w+)|\['([^']+)'\])/g)) {
          const token = `--cui-${kebab(kind!)}-${kebab(dotted ?? bracketed!)}`;
          const list = (kinds[kind!] ??= []);
          if (!list.includes(token)) list.push(token);
        }
      }
      return `export default ${JSON.stringify(byComponent)};`;
    },
  };
}
