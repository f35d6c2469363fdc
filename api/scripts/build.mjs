// Bundles the Node adapter (src/node.ts) and everything it imports, the site's chat rules and
// Hono included, into one file, dist/node.mjs, that runs with Node alone: `node dist/node.mjs`
// (npm start -w api), or copied next to a built site for self-hosting. `--watch` rebuilds on every
// change and restarts the server (npm run dev -w api, which `npm start` runs beside the site).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { context, build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(apiDir, 'dist', 'node.mjs');
const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const options = {
  entryPoints: [join(apiDir, 'src', 'node.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  // The messages' migrations (migrations/*.sql), bundled as text: the server carries its schema.
  loader: { '.sql': 'text' },
  // A bundled CommonJS dependency may still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};

if (!watch) {
  await build(options);
  console.log(`api: ${outfile}`);
} else {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let server;
  const envFile = join(apiDir, '.env');
  const start = () => {
    server = spawn(process.execPath, [...(existsSync(envFile) ? [`--env-file=${envFile}`] : []), outfile], {
      stdio: 'inherit',
    });
  };
  // The new server starts once the old one has let go of the port.
  const restart = () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.once('exit', start);
      server.kill('SIGTERM');
    } else {
      start();
    }
  };
  const ctx = await context({
    ...options,
    plugins: [
      {
        name: 'restart',
        setup(builder) {
          builder.onEnd((result) => {
            if (result.errors.length === 0) restart();
          });
        },
      },
    ],
  });
  await ctx.watch();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server?.kill('SIGTERM');
      void ctx.dispose().then(() => process.exit(0));
    });
  }
}
