// The fixture apps of the package check: real apps in fixtures/<name>/ whose package.json depends on
// `"@company/ui": "file:company-ui.tgz"`. The check copies one into a scratch directory outside the
// monorepo, puts the packed tarball beside its package.json under that name and installs it there;
// a developer does the same by hand (fixtures/README.md).
import { copyFile, cp, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixturesDir = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** The file name the fixtures' package.json files give the packed tarball. */
export const TARBALL_NAME = 'company-ui.tgz';

/** What a fixture holds after a run by hand and a copy leaves out: installs, builds, a tarball. */
const LEFT_OUT = new Set(['node_modules', '.next', 'dist', 'package-lock.json', TARBALL_NAME]);

/**
 * `npm install` in a copied fixture. `--prefer-offline`: the npm cache answers when it can.
 * `--no-package-lock`: the newest versions the fixture's ranges allow, as a new consumer gets them.
 * `--ignore-scripts`: no dependency of the apps needs an install script, and sharp's (an optional
 * dependency of next, unused here) may try to fetch or compile libvips.
 */
export const NPM_INSTALL_ARGS = [
  'install',
  '--no-audit',
  '--no-fund',
  '--prefer-offline',
  '--ignore-scripts',
  '--no-package-lock',
  '--loglevel=error',
];

/**
 * Copies fixtures/<name> into `dir` with the tarball as company-ui.tgz, ready for `npm install`, and
 * fixtures/shared/ (modules more than one app renders) into `dir/shared`.
 * @param {string} name a folder of fixtures/
 * @param {string} dir the scratch directory (created when missing)
 * @param {string} tarball the packed tarball
 * @returns {Promise<{ dependencies?: Record<string, string> }>} the fixture's package.json
 */
export async function copyFixture(name, dir, tarball) {
  await cp(join(fixturesDir, name), dir, {
    recursive: true,
    filter: (path) => !LEFT_OUT.has(basename(path)),
  });
  await cp(join(fixturesDir, 'shared'), join(dir, 'shared'), { recursive: true });
  await copyFile(tarball, join(dir, TARBALL_NAME));
  return JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
}
