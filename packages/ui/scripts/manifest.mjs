// Keeps package.json's `exports` and `typesVersions` equal to the entry points the source tree
// defines (scripts/entries.mjs). `node scripts/manifest.mjs` fails when they differ, as the build
// does; `--write` updates package.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { manifestFields } from './entries.mjs';

const file = new URL('../package.json', import.meta.url);
const pkg = JSON.parse(readFileSync(file, 'utf8'));
const expected = manifestFields();
const stale = Object.keys(expected).filter((field) => !isDeepStrictEqual(pkg[field], expected[field]));

if (process.argv.includes('--write')) {
  const next = {};
  for (const [key, value] of Object.entries(pkg)) {
    next[key] = key in expected ? expected[key] : value;
    if (key === 'exports' && !('typesVersions' in pkg)) next.typesVersions = expected.typesVersions;
  }
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  console.log(stale.length ? `package.json: ${stale.join(', ')} updated` : 'package.json: already up to date');
} else if (stale.length) {
  console.error(
    `package.json: ${stale.join(' and ')} do not match the components in src/components.\n` +
      'Run `npm run manifest -w @company/ui` to update them.',
  );
  process.exit(1);
}
