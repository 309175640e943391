import type { LightMyRequestResponse } from 'fastify';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, latestCode, login, mailsTo, register, TEST_PASSWORD } from '../test/accounts.js';
import { createTestContext, type TestContext } from '../test/helper.js';
import { errorShapeProblem, report } from './support.js';

/** The attacks a stolen, forged or guessed credential would be used for; each must end in a clean 4xx. */

const PER_ACCOUNT = 5;
let ctx: TestContext;
let attacks = 0;

beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_AUTH_PER_MINUTE: String(PER_ACCOUNT),
    RATE_LIMIT_AUTH_IP_PER_MINUTE: '10000',
  });
});
afterAll(async () => {
  report('auth-attacks', { attacks });
  await ctx.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/users/me/', headers: { authorization: `Bearer ${token}` } });

function expectRejected(response: LightMyRequestResponse, status = 401) {
  attacks += 1;
  expect(response.statusCode).toBe(status);
  expect(errorShapeProblem(response)).toBeNull();
}

describe('forged and stale access tokens', () => {
  let user: Awaited<ReturnType<typeof createVerifiedUser>>;
  let secret: Uint8Array;
  const now = () => Math.floor(Date.now() / 1000);
  const claims = () => ({ sub: String(user.id), ver: 0, iss: 'wordwright', aud: 'wordwright-api' });

  beforeAll(async () => {
    user = await createVerifiedUser(ctx.app, 'jwt-target@example.com');
    secret = new TextEncoder().encode(ctx.config.JWT_SECRET);
  });

  it('accepts the genuine token (control)', async () => {
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('rejects alg none, in every spelling', async () => {
    const payload = b64({ ...claims(), iat: now(), exp: now() + 3600 });
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const header = b64({ alg, typ: 'JWT' });
      expectRejected(await me(`${header}.${payload}.`));
      expectRejected(await me(`${header}.${payload}`));
    }
  });

  it('rejects tokens signed with another algorithm, even with the right secret', async () => {
    for (const alg of ['HS384', 'HS512']) {
      const token = await new SignJWT(claims())
        .setProtectedHeader({ alg })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
      expectRejected(await me(token));
    }
  });

  it('rejects RS256 tokens and the public-key-as-HMAC-secret confusion', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const rs = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expectRejected(await me(rs));
    const pem = new TextEncoder().encode(await exportSPKI(publicKey));
    const confused = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(pem);
    expectRejected(await me(confused));
    // A header pointing at the attacker's own keys is ignored, not fetched.
    const jku = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', jku: 'http://127.0.0.1:9/keys', kid: '../../etc/passwd' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('attacker-chosen-secret-attacker-chosen!'));
    expectRejected(await me(jku));
  });

  it('rejects a tampered payload that keeps the original signature', async () => {
    const other = await createVerifiedUser(ctx.app, 'jwt-victim@example.com');
    const [header, , signature] = user.token.split('.');
    const original = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
    for (const change of [
      { sub: String(other.id) },
      { ver: 1 },
      { exp: now() + 10 * 365 * 86400 },
      { sub: '1 OR 1=1' },
    ]) {
      expectRejected(await me(`${header}.${b64({ ...original, ...change })}.${signature}`));
    }
    // A signature one byte off (flipping bits, not replacing characters, so it can never equal the original).
    const flipped = Buffer.from(signature!, 'base64url');
    flipped[0] = (flipped[0] as number) ^ 0xff;
    expectRejected(await me(`${header}.${user.token.split('.')[1]}.${flipped.toString('base64url')}`));
  });

  it('rejects expired tokens and tokens for another issuer or audience', async () => {
    const sign = (overrides: Record<string, unknown>, expires: number) =>
      new SignJWT({ ...claims(), ...overrides })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now() - 7200)
        .setExpirationTime(expires)
        .sign(secret);
    expectRejected(await me(await sign({}, now() - 60)));
    expectRejected(await me(await sign({ iss: 'evil' }, now() + 3600)));
    expectRejected(await me(await sign({ aud: 'someone-else' }, now() + 3600)));
    expectRejected(await me(await sign({ iss: undefined }, now() + 3600)));
    expectRejected(await me(await sign({ ver: '0' }, now() + 3600)));
    expectRejected(await me(await sign({ sub: '999999' }, now() + 3600)));
    // No expiry at all.
    const forever = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .sign(secret);
    expectRejected(await me(forever));
  });

  it('rejects a token revoked by a token-version bump, and accepts a fresh one', async () => {
    const victim = await createVerifiedUser(ctx.app, 'jwt-revoked@example.com');
    expect((await me(victim.token)).statusCode).toBe(200);
    await ctx.database.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [victim.id]);
    expectRejected(await me(victim.token));
    const fresh = (await login(ctx.app, victim.email)).json<{ access_token: string }>().access_token;
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('rejects malformed Authorization headers', async () => {
    for (const authorization of [
      '',
      'Bearer',
      'Bearer  ',
      'Basic Zm9vOmJhcg==',
      `Token ${user.token}`,
      `Bearer ${user.token} extra`,
      'Bearer a.b.c',
      `Bearer ${'a'.repeat(8000)}`,
    ]) {
      expectRejected(await ctx.app.inject({ method: 'GET', url: '/users/me/', headers: { authorization } }));
    }
  });
});

describe('verification-code brute force', () => {
  it('locks the code after 5 wrong tries, so the 6th attempt with the right code fails too', async () => {
    const email = 'brute@example.com';
    const registered = await register(ctx.app, email);
    expect(registered.statusCode).toBe(200);
    const code = await latestCode(ctx.app, email);
    const wrong = code === '0000' ? '0001' : '0000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/auth/verify',
        payload: { email, code: wrong },
      });
      expectRejected(response, 400);
      expect(response.json().code).toBe(attempt < 5 ? 'invalid_code' : 'code_locked');
    }
    // The 6th try is also past the per-account rate limit (5 a minute here), so it may be refused with
    // 429 before the lock is even consulted; the lock itself is the attempts counter, checked below.
    const right = await ctx.app.inject({ method: 'POST', url: '/auth/verify', payload: { email, code } });
    expectRejected(right, right.statusCode === 429 ? 429 : 400);
    if (right.statusCode === 400) expect(right.json().code).toBe('code_locked');
    const [attempts] = await ctx.database.query<{ attempts: number }>(
      'SELECT attempts FROM email_verification_codes WHERE email = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    expect(attempts?.attempts).toBe(5);
    const [row] = await ctx.database.query<{ email_verified: boolean; left_credit: string }>(
      'SELECT email_verified, left_credit::text FROM users WHERE email = $1',
      [email],
    );
    expect(row).toEqual({ email_verified: false, left_credit: '0' });
  });
});

describe('rate limits on sign-in and sign-up', () => {
  it('answers the 6th sign-in attempt on one account within a minute with 429 and Retry-After', async () => {
    await createVerifiedUser(ctx.app, 'limited@example.com');
    const answers: number[] = [];
    for (let attempt = 0; attempt < PER_ACCOUNT + 2; attempt += 1) {
      answers.push((await login(ctx.app, 'limited@example.com', `wrong-password-${attempt}`)).statusCode);
    }
    // createVerifiedUser signed in once already.
    expect(answers.slice(0, PER_ACCOUNT - 1)).toEqual(Array(PER_ACCOUNT - 1).fill(401));
    const limited = await login(ctx.app, 'limited@example.com');
    expectRejected(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('answers repeated registrations of one address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < PER_ACCOUNT + 1; attempt += 1) {
      last = await register(ctx.app, 'flood@example.com', `password-${attempt}`);
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, PER_ACCOUNT)).toEqual(Array(PER_ACCOUNT).fill(200));
    expectRejected(last!, 429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('password reset tokens', () => {
  async function resetToken(email: string): Promise<string> {
    const before = (await mailsTo(ctx.app, email)).length;
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/reset-password', payload: { email } })).statusCode,
    ).toBe(200);
    const mails = await mailsTo(ctx.app, email);
    expect(mails.length).toBe(before + 1);
    return /reset-password\?token=([\w%-]+)/.exec(mails.at(-1)!.text)![1]!;
  }
  const confirm = (token: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/reset-password/confirm',
      payload: { token: decodeURIComponent(token), password },
    });

  it('works once and only once', async () => {
    const user = await createVerifiedUser(ctx.app, 'reset-once@example.com');
    const token = await resetToken(user.email);
    expect((await confirm(token, 'brand-new-password-1')).statusCode).toBe(200);
    expectRejected(await confirm(token, 'attacker-password-2'), 400);
    expect((await login(ctx.app, user.email, 'brand-new-password-1')).statusCode).toBe(200);
    expectRejected(await login(ctx.app, user.email, 'attacker-password-2'));
    // The reset revoked the session that existed before it.
    expectRejected(await me(user.token));
  });

  it('expires', async () => {
    const user = await createVerifiedUser(ctx.app, 'reset-late@example.com');
    const token = await resetToken(user.email);
    await ctx.database.query(
      "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [user.id],
    );
    const late = await confirm(token, 'too-late-password');
    expectRejected(late, 400);
    expect(late.json().code).toBe('reset_token_expired');
    expect((await login(ctx.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('cannot be guessed or forged', async () => {
    await createVerifiedUser(ctx.app, 'reset-guess@example.com');
    for (const token of ['x', "' OR '1'='1", 'a'.repeat(512), '%00', 'null']) {
      expectRejected(await confirm(encodeURIComponent(token), 'whatever-password'), 400);
    }
  });
});

describe('account enumeration', () => {
  /** Status, body and header names of two answers must be indistinguishable. */
  function expectSame(known: LightMyRequestResponse, unknown: LightMyRequestResponse) {
    attacks += 1;
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    const names = (response: LightMyRequestResponse) =>
      Object.keys(response.headers)
        .filter(
          (name) => !['date', 'content-length', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name),
        )
        .sort();
    expect(names(known)).toEqual(names(unknown));
  }

  it('answers register, login and reset identically for existing and unknown addresses', async () => {
    const existing = await createVerifiedUser(ctx.app, 'exists@example.com');
    expectSame(
      await register(ctx.app, existing.email, 'another-password'),
      await register(ctx.app, 'ghost-1@example.com', 'another-password'),
    );
    expectSame(
      await login(ctx.app, existing.email, 'not-the-password'),
      await login(ctx.app, 'ghost-2@example.com', 'not-the-password'),
    );
    const reset = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/reset-password', payload: { email } });
    expectSame(await reset(existing.email), await reset('ghost-3@example.com'));
    const resend = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/auth/resend-verification', payload: { email } });
    expectSame(await resend(existing.email), await resend('ghost-4@example.com'));
    // Differently spelt, same account: still no difference.
    expectSame(await reset('  EXISTS@Example.com '), await reset('GHOST-5@example.com'));
  });
});
