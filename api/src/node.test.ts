import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeNodeMessages } from './messages/node';
import { startServer } from './node';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

/** A raw connection to the server and everything it receives until the server closes it. */
function open(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const closed = new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    // A connection past the cap is reset rather than ended: what was received is all there is.
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(received));
  });
  cleanups.push(() => socket.destroy());
  return { socket, connected, closed };
}

describe('the Node server', () => {
  it('answers 408 to a client whose headers come too slowly, and closes a connection past the cap at once', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const dataDir = mkdtempSync(join(tmpdir(), 'api-node-'));
    const { server, url } = await startServer({
      env: { PORT: '0', DATA_DIR: dataDir, SERVER_HEADERS_TIMEOUT_SECONDS: '1', SERVER_MAX_CONNECTIONS: '2' },
    });
    cleanups.push(() => {
      server.close();
      closeNodeMessages();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const port = Number(new URL(url).port);

    const slow = open(port);
    await slow.connected;
    const started = Date.now();
    // The headers begin, and never end.
    slow.socket.write('GET /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const idle = open(port);
    await idle.connected;

    const refused = open(port);
    expect(await refused.closed).toBe('');
    expect(Date.now() - started).toBeLessThan(500);

    expect(await slow.closed).toMatch(/^HTTP\/1\.1 408 /);
    // One second to send the headers, checked every second.
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
