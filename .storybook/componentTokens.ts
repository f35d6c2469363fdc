import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const moduleId = 'virtual:component-tokens';
const resolvedId = `\0${moduleId}`;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** One use of a token: the style that reads it (the part) and the selector or variant it sits under (the state). */
export interface TokenUse {
  part: string;
  state: string;
  tokens: string[];
}

/** Keys that only structure a style object (vanilla-extract's and the recipes'), never a state. */
const structural = new Set(['base', 'selectors', "'@media'", "'@supports'", "'@layer'", 'vars', 'defaultVariants']);

/**
 * The state that the keys around a value name, outermost first: a variant as `group=value`, then
 * selectors and media queries as written (`variant=primary :hover:not(:disabled)`).
 */
function stateOf(keys: string[]) {
  const parts: string[] = [];
  for (const [index, key] of keys.entries()) {
    if (structural.has(key) || key === 'variants') continue;
    if (keys[index - 1] === 'variants') continue;
    if (keys[index - 2] === 'variants') parts.push(`${keys[index - 1]}=${key.replace(/^['"`]|['"`]$/g, '')}`);
    else if (/^['"`]/.test(key)) parts.push(key.slice(1, -1).replace(/^&/, ''));
    else if (key.startsWith('[')) parts.push(key.slice(1, -1));
  }
  return parts.join(' ');
}

/**
 * Where each `vars.*` reference of a `.css.ts` file sits: the exported style around it
 * (`export const trigger = …`) and the keys of the objects it is nested in, innermost last,
 * found by following the braces. The state is the innermost key that is a selector, a media
 * query or a variant (`'&:disabled'`, `sm`), « rest » when there is none.
 */
export function tokenUses(source: string): TokenUse[] {
  const uses = new Map<string, TokenUse>();
  const keys: Array<string | null> = [];
  let part = 'base';
  const pattern =
    /export const (\w+)|((?:'[^']*'|"[^"]*"|`[^`]*`|\[[^\]\n]*\]|\w+))\s*:\s*(?:layered\(\s*)?\{|\{|\}|\bvars\.(\w+)(?:\.(\w+)|\['([^']+)'\])/g;
  for (const match of source.matchAll(pattern)) {
    const [text, exported, key, kind, dotted, bracketed] = match;
    if (exported) {
      part = exported;
      keys.length = 0;
    } else if (key !== undefined) keys.push(key);
    else if (text === '{') keys.push(null);
    else if (text === '}') keys.pop();
    else if (kind) {
      const token = `--cui-${kebab(kind)}-${kebab(dotted ?? bracketed!)}`;
      const state = stateOf(keys.filter((name): name is string => name !== null)) || 'rest';
      const id = `${part}\u0000${state}`;
      const use = uses.get(id) ?? { part, state, tokens: [] };
      if (!use.tokens.includes(token)) use.tokens.push(token);
      uses.set(id, use);
    }
  }
  return [...uses.values()];
}

/**
 * The design tokens each component's own styles read, by the part and state that read them:
 * `vars.color.primaryHover` under `'&:hover'` in `export const root` of `components/Button/*.css.ts`
 * is `--cui-color-primary-hover` for Button's `root`, on hover. Read from the sources when the
 * Storybook builds, for the docs pages' « Design tokens » table.
 */
export function componentTokens(root: string): Plugin {
  return {
    name: 'company:component-tokens',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const byComponent: Record<string, TokenUse[]> = {};
      for (const file of globSync('packages/ui/src/components/*/*.css.ts', { cwd: root })) {
        this.addWatchFile(path.join(root, file));
        const component = file.split('/').at(-2)!;
        byComponent[component] = [
          ...(byComponent[component] ?? []),
          ...tokenUses(readFileSync(path.join(root, file), 'utf8')),
        ];
      }
      return `export default ${JSON.stringify(byComponent)};`;
    },
  };
}
