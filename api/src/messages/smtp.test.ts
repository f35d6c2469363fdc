import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { composeMail } from './mail';
import { smtpTransport } from './smtp';
import type { StoredMessage } from './store';
import { contactMessage } from './testing';

/** An SMTP sink on loopback: takes every mail and keeps its raw text. */
function smtpSink() {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.setEncoding('utf8');
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        const replies: Record<string, string> = {
          EHLO: '250-sink\r\n250 8BITMIME\r\n',
          HELO: '250 sink\r\n',
          DATA: '354 Go ahead\r\n',
        };
        if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write(replies[verb] ?? '250 OK\r\n');
      }
    });
  });
  return new Promise<{ server: Server; port: number; mails: typeof mails }>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, mails }));
  });
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const message: StoredMessage = {
  id: '7d0b7c58-3d2a-4f55-9a9e-1f0e7f3c2b10',
  kind: 'contact',
  ...contactMessage,
  subject: 'Devis\r\nBcc: victim@example.com',
  priority: null,
  createdAt: '2026-11-28T09:30:00.000Z',
  status: 'new',
  delivery: { status: 'pending', attempts: 0, nextAttemptAt: null, lastError: null, sentAt: null },
};
const route = { from: 'Company <no-reply@company.example>', to: 'inbox@company.example' };

describe('smtpTransport', () => {
  it('hands the mail to an SMTP server, with Reply-To and without the visitor’s headers', async () => {
    const sink = await smtpSink();
    servers.push(sink.server);
    const transport = smtpTransport({
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      user: undefined,
      pass: undefined,
    });
    await transport.send(composeMail(message, route));
    // A resend after a crash: the same stored message, the same Message-ID, so the copy is recognised.
    await transport.send(composeMail(message, route));
    transport.close();
    expect(sink.mails).toHaveLength(2);
    const messageIds = sink.mails.map(({ data }) => /^Message-ID: (.*)$/im.exec(data)?.[1]);
    expect(messageIds).toEqual([`<${message.id}@company.example>`, `<${message.id}@company.example>`]);
    const [mail] = sink.mails;
    expect(mail?.from).toBe('MAIL FROM:<no-reply@company.example>');
    expect(mail?.to).toEqual(['RCPT TO:<inbox@company.example>']);
    const headers = mail?.data.split('\r\n\r\n')[0] ?? '';
    expect(headers).toMatch(/^Reply-To: aina@example\.mg$/m);
    expect(headers).toMatch(/^Subject: \[Contact\] Devis Bcc: victim@example\.com$/m);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(mail?.data).toContain('Nom complet');
  });

  it('rejects when the mail server is down, so that the outbox tries again', async () => {
    const sink = await smtpSink();
    const port = sink.port;
    await new Promise((resolve) => sink.server.close(resolve));
    const transport = smtpTransport({ host: '127.0.0.1', port, secure: false, user: undefined, pass: undefined });
    await expect(transport.send(composeMail(message, route))).rejects.toThrow(/ECONNREFUSED/);
    transport.close();
  });
});
