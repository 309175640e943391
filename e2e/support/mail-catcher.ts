import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

/**
 * A real SMTP server on loopback that keeps every message, plus a tiny HTTP endpoint so test files
 * (which run in other workers) can read what the app sent.
 */
export async function startMailCatcher(): Promise<{
  smtpPort: number;
  httpUrl: string;
  close(): Promise<void>;
}> {
  const messages: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const httpUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    smtpPort,
    httpUrl,
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
