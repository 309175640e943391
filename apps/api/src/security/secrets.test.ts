import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.js';
import type { Config } from '../config.js';
import { stripeDelivery } from '../test/account-fixtures.js';
import { latestCode, mailsTo } from '../test/accounts.js';
import { openTestDatabase, type TestDatabase, testConfig } from '../test/helper.js';
import { draft } from '../test/rewrite-helpers.js';
import { report } from './support.js';

/**
 * Every log line of a whole journey — sign-up, wrong and right codes, sign-in, rewrite, job events with a
 * token in the query string, malformed bodies carrying secrets, password reset, a signed webhook — at
 * trace level through the production logger configuration, searched for every secret involved.
 */

const WEBHOOK_SECRET = 'whsec_log_probe_0123456789abcdef';
let app: FastifyInstance;
let config: Config;
let database: TestDatabase;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  config = testConfig({ LOG_LEVEL: 'trace', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const options = loggerOptions(config) as Record<string, unknown>;
  app = await buildApp({ config, database, logger: { ...options, level: 'trace', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** The log text with the fields that are always numbers of our own (time, pid…) taken out. */
function logText(): string {
  return lines
    .map((line) => {
      try {
        const { time: _t, pid: _p, responseTime: _r, hostname: _h, ...rest } = JSON.parse(line);
        return JSON.stringify(rest);
      } catch {
        return line;
      }
    })
    .join('\n');
}

describe('logs', () => {
  it('contain no password, token, code, reset token, hash or secret after a full journey', async () => {
    const email = 'journey@example.com';
    const password = 'journey-secret-password-1';
    const newPassword = 'journey-secret-password-2';
    const secrets: Record<string, string> = {
      password,
      newPassword,
      jwtSecret: config.JWT_SECRET,
      webhookSecret: WEBHOOK_SECRET,
    };

    await app.inject({ method: 'POST', url: '/register', payload: { email, password } });
    const code = await latestCode(app, email);
    await app.inject({
      method: 'POST',
      url: '/auth/verify',
      payload: { email, code: code === '0000' ? '0001' : '0000' },
    });
    await app.inject({ method: 'POST', url: '/auth/verify', payload: { email, code } });
    // Secrets inside bodies the server refuses: malformed JSON, wrong types, unknown content type.
    await app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${email}","password":"${password}"`,
    });
    await app.inject({ method: 'POST', url: '/register', payload: { email: 42, password } });
    await app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'text/plain' },
      payload: `username=${email}&password=${password}`,
    });
    await app.inject({
      method: 'POST',
      url: '/token',
      ...form({ username: email, password: `${password}-wrong` }),
    });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/token',
      ...form({ username: email, password }),
    });
    const accessToken = signedIn.json<{ access_token: string }>().access_token;
    secrets.accessToken = accessToken;
    secrets.accessTokenSignature = accessToken.split('.')[2]!;
    const authorization = `Bearer ${accessToken}`;

    await app.inject({ method: 'GET', url: '/users/me/', headers: { authorization } });
    await app.inject({ method: 'GET', url: '/users/me/', headers: { authorization: `${authorization}x` } });
    const rewrite = await app.inject({
      method: 'POST',
      url: '/deleteai',
      headers: { authorization },
      payload: { text: draft(60) },
    });
    expect(rewrite.statusCode).toBe(200);
    const [job] = await database.query<{ id: string }>('SELECT id FROM jobs LIMIT 1');
    await app.inject({ method: 'GET', url: `/jobs/${job!.id}/events?access_token=${accessToken}` });
    await app.inject({
      method: 'GET',
      url: `/jobs/${job!.id}?access_token=${accessToken}&code=${code}&password=${password}`,
    });

    await app.inject({ method: 'POST', url: '/reset-password', payload: { email } });
    const mail = (await mailsTo(app, email)).findLast((m) => m.text.includes('reset-password?token='))!;
    const resetToken = decodeURIComponent(/reset-password\?token=([^\s"&]+)/.exec(mail.text)![1]!);
    secrets.resetToken = resetToken;
    await app.inject({
      method: 'POST',
      url: '/reset-password/confirm',
      payload: { token: `${resetToken}x`, password: newPassword },
    });
    const reset = await app.inject({
      method: 'POST',
      url: '/reset-password/confirm',
      payload: { token: resetToken, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/token',
      ...form({ username: email, password: newPassword }),
    });
    expect(again.statusCode).toBe(200);
    secrets.secondAccessToken = again.json<{ access_token: string }>().access_token;

    const delivery = stripeDelivery(
      { id: 'evt_log_probe', type: 'customer.created', data: { object: {} } },
      WEBHOOK_SECRET,
    );
    await app.inject(delivery);
    secrets.stripeSignature = /v1=([0-9a-f]+)/.exec(delivery.headers['stripe-signature'])![1]!;
    await app.mailer.idle();

    const [hashes] = await database.query<{ password_hash: string }>(
      'SELECT password_hash FROM password_credentials',
    );
    secrets.passwordHash = hashes!.password_hash;
    const codeHashes = await database.query<{ code_hash: string }>(
      'SELECT code_hash FROM email_verification_codes',
    );
    codeHashes.forEach((row, index) => {
      secrets[`codeHash${index}`] = row.code_hash;
    });

    const text = logText();
    // Each request logs at least its arrival and completion.
    expect(lines.length).toBeGreaterThan(30);
    for (const [name, value] of Object.entries(secrets)) {
      expect(text.includes(value), `${name} appears in the logs`).toBe(false);
    }
    // The 4-digit code: as a standalone number anywhere (not inside a longer number or a decimal).
    expect(
      new RegExp(`(?<![\\d.])${code}(?![\\d.])`).test(text),
      'verification code appears in the logs',
    ).toBe(false);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
    report('secrets', { logLines: lines.length, secretsChecked: Object.keys(secrets).length + 1 });
  });
});
