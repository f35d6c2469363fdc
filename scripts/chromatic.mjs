#!/usr/bin/env node
// `npm run chromatic`: visual review of the Storybook on Chromatic, configured by
// chromatic.config.json. Chromatic is a hosted service that needs the project's token, so
// without CHROMATIC_PROJECT_TOKEN (forks, local machines, offline CI) this is a no-op that says
// so. Extra arguments pass through: `npm run chromatic -- --only-changed`.
import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!process.env.CHROMATIC_PROJECT_TOKEN?.trim()) {
  console.log(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set, and uploading the Storybook for visual review needs the project token (the local visual tests run in the built Storybook: npm run build-storybook, then npx playwright test -c playwright.storybook.config.ts).',
  );
  process.exit(0);
}

// Same Node as this script (the pinned one) for npx and the Chromatic CLI it starts.
const env = {
  ...process.env,
  PATH: [dirname(process.execPath), join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
};
const child = spawn(
  'npx',
  ['--no-install', 'chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  {
    cwd: root,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`Could not start the Chromatic CLI: ${error.message}`);
  process.exit(1);
});
child.on('close', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' ? 130 : 1));
});
