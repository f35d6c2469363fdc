import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { site } from './servers';

const root = join(import.meta.dirname, '..', '..');

/** The API's Node server, running. */
export interface NodeServer {
  /** Its origin, `http://127.0.0.1:<port>`. */
  url: string;
  /** What it printed so far, standard output and error. */
  output: () => string;
  /** Stops it and waits until it has exited; its scratch data folder goes too unless given. */
  stop: () => Promise<void>;
}

/**
 * Starts the API's Node server as self-hosting runs it (`api/dist/node.mjs`, `npm run build`), on a
 * free port of 127.0.0.1, over the built site (site/dist), with `env` on top of this process's
 * environment. Its messages go to a scratch `DATA_DIR` of its own unless `env` names one.
 */
export async function startNodeServer(env: Record<string, string> = {}): Promise<NodeServer> {
  const serverFile = join(root, 'api', 'dist', 'node.mjs');
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: run \`npm run build\` first`);
  const scratch = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'company-api-'));
  let output = '';
  const server = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SITE_DIR: join(root, 'site', site.distDir),
      ...(scratch ? { DATA_DIR: scratch } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  const listening = /Chat API on (http:\/\/\S+)\/api\/chat/;
  try {
    await expect.poll(() => listening.exec(output)?.[1], { timeout: 15_000 }).toBeTruthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: listening.exec(output)?.[1] ?? '', output: () => output, stop };
}
