import type { StandardSchemaV1 } from '@standard-schema/spec';

/** What one of the contract's checks makes of an input: the value to use, or the French reasons. */
export type CheckResult<Output> =
  { ok: true; value: Output } | { ok: false; issues: readonly StandardSchemaV1.Issue[] };

/**
 * One of the contract's checks as a Standard Schema, so that any validator taking one (Hono's on the
 * server, a form library on the site) runs the same rules with the same French messages, without
 * a schema library in the site's bundles.
 */
export function standardSchema<Output>(
  check: (input: unknown) => CheckResult<Output>,
): StandardSchemaV1<unknown, Output> {
  return {
    '~standard': {
      version: 1,
      vendor: 'company',
      validate: (input) => {
        const result = check(input);
        return result.ok ? { value: result.value } : { issues: result.issues };
      },
    },
  };
}
