import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';

// RuleTester defaults to Mocha's globals; Vitest passes its own.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
// A typed case builds the fixture's TypeScript program first: seconds on a busy machine.
RuleTester.it = (name, test) => it(name, test, 30_000);

/** A package in miniature: an entry, a component file the cases replace, props in another file. */
export const fixture = path.join(import.meta.dirname, 'fixtures/ui');
export const entry = path.join(fixture, 'src/index.ts');
export const component = path.join(fixture, 'src/components/Component.tsx');

/** Lints each case as `Component.tsx` in the fixture package, with its TypeScript program. */
export const typedRuleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { projectService: true, tsconfigRootDir: fixture },
  },
});
