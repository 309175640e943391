import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../app.js';
import { latestCode, mailsTo } from '../../test/accounts.js';
import { openTestDatabase, type TestDatabase, testConfig } from '../../test/helper.js';

let app: FastifyInstance;
let database: TestDatabase;
const lines: string[] = [];

/** The app with its production logger configuration, at debug level, writing into `lines`. */
beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ LOG_LEVEL: 'debug' });
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const options = loggerOptions(config) as Record<string, unknown>;
  app = await buildApp({ config, database, logger: { ...options, stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('never contain a password, code, reset token or access token', async () => {
    const email = 'private@example.com';
    const password = 'my-very-private-password';
    const newPassword = 'another-private-password';
    await app.inject({ method: 'POST', url: '/register', payload: { email, password } });
    const code = await latestCode(app, email);
    await app.inject({
      method: 'POST',
      url: '/auth/verify',
      payload: { email, code: '9999' === code ? '9998' : '9999' },
    });
    await app.inject({ method: 'POST', url: '/auth/verify', payload: { email, code } });
    const token = await app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
    });
    const accessToken = token.json().access_token as string;
    await app.inject({
      method: 'GET',
      url: '/users/me/',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await app.inject({ method: 'GET', url: `/users/me/?access_token=${accessToken}` });
    await app.inject({ method: 'POST', url: '/reset-password', payload: { email } });
    const resetMail = (await mailsTo(app, email)).at(-1)!;
    const resetToken = /token=([\w-]+)/.exec(resetMail.text)![1]!;
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    await app.inject({
      method: 'POST',
      url: '/reset-password/confirm',
      payload: { token: resetToken, password: newPassword },
    });
    await app.inject({
      method: 'POST',
      url: '/auth/google',
      payload: { id_token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    await app.mailer.idle();

    const log = lines.join('');
    expect(log).toContain('e-mail written to the outbox');
    expect(log).toContain('Your Wordwright verification code');
    for (const secret of [password, newPassword, accessToken, resetToken, 'c2lnbmF0dXJl']) {
      expect(log).not.toContain(secret);
    }
    // The code is four digits, which can occur by chance (timestamps, ids): look for it where it would leak.
    expect(log).not.toMatch(new RegExp(`code is: ${code}|"code":"${code}"|=${code}\\b`));
  });
});
