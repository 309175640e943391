import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/helper.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let ctx: TestContext;
let smtp: SMTPServer;
const inbox: Received[] = [];

/** A real SMTP server on loopback: the app talks SMTP to it exactly as it would to a mail provider. */
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Wordwright <no-reply@wordwright.test>',
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The text/plain part of a MIME message, with quoted-printable undone. */
function plainText(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /content-type: text\/plain/i.test(chunk)) ?? raw;
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  if (/content-transfer-encoding: base64/i.test(part)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

describe('e-mail over SMTP', () => {
  it('delivers the verification code to the SMTP server, and the code from it verifies the account', async () => {
    const email = 'smtp-user@example.com';
    expect((await register(ctx.app, email)).statusCode).toBe(200);
    await ctx.app.mailer.idle();

    const message = inbox.find((received) => received.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('no-reply@wordwright.test');
    expect(message!.raw).toMatch(/^Subject: Your Wordwright verification code/m);
    expect(message!.raw).toMatch(/content-type: text\/html/i);
    const code = /code is: (\d{4})/.exec(plainText(message!.raw))?.[1];
    expect(code).toMatch(/^\d{4}$/);

    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/auth/verify',
      payload: { email, code },
    });
    expect(verified.statusCode).toBe(200);
    expect((await login(ctx.app, email)).statusCode).toBe(200);
    // With SMTP configured nothing goes to the outbox.
    expect(await ctx.database.query('SELECT id FROM outbox_emails')).toEqual([]);
  });

  it('sends Chinese e-mails as UTF-8 the SMTP server receives intact', async () => {
    const email = 'smtp-zh@example.com';
    await ctx.app.inject({
      method: 'POST',
      url: '/register?lang=zh',
      payload: { email, password: 'correct-horse-battery' },
    });
    await ctx.app.mailer.idle();
    const message = inbox.find((received) => received.to.includes(email));
    expect(plainText(message!.raw)).toMatch(/验证码是：\d{4}/);
  });
});
