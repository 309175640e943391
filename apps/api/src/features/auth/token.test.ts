import { createHmac, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedUser, login, register, TEST_PASSWORD } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/helper.js';

let ctx: TestContext;
let user: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.app.mailer.idle();
  await ctx.database.reset();
  user = await createVerifiedUser(ctx.app, 'reader@example.com');
});

const me = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/users/me/',
    headers: authorization ? { authorization } : {},
  });

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims our tokens carry, for forging look-alikes. */
function claims(overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: String(user.id),
    ver: 0,
    iss: 'wordwright',
    aud: 'wordwright-api',
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}

describe('POST /token', () => {
  it('signs in a verified account with the form-encoded password flow', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${encodeURIComponent('  Reader@Example.com ')}&password=${TEST_PASSWORD}&scope=`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    expect((await me(`Bearer ${response.json().access_token}`)).statusCode).toBe(200);
  });

  it('refuses an account whose e-mail is not verified, with a clear code', async () => {
    await register(ctx.app, 'unverified@example.com');
    const response = await login(ctx.app, 'unverified@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Email not verified. Please verify your email with the code we sent before signing in.',
      code: 'email_not_verified',
    });
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    const unknown = await login(ctx.app, 'stranger@example.com');
    const wrong = await login(ctx.app, 'reader@example.com', 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ detail: 'Incorrect email or password', code: 'invalid_credentials' });
    expect(unknown.headers['www-authenticate']).toBe(wrong.headers['www-authenticate']);
  });

  it('validates the form: bad address, short password, missing fields', async () => {
    const bad = await login(ctx.app, 'not-an-address', TEST_PASSWORD);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ detail: 'Invalid email address', code: 'invalid_email' });
    const short = await login(ctx.app, 'reader@example.com', 'abc');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ detail: 'Password too short', code: 'password_too_short' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=reader%40example.com',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toMatch(/password/);
    const huge = await login(ctx.app, 'reader@example.com', 'x'.repeat(1000));
    expect(huge.statusCode).toBe(401);
  });

  it('upgrades a hash made with weaker settings when the user signs in', async () => {
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash(TEST_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1, algorithm: 0 });
    await ctx.database.query('UPDATE password_credentials SET password_hash = $1', [weak]);
    expect((await login(ctx.app, 'reader@example.com')).statusCode).toBe(200);
    const [row] = await ctx.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM password_credentials',
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login(ctx.app, 'reader@example.com')).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('accepts the issued token, with or without the trailing slash', async () => {
    expect((await me(user.authorization)).statusCode).toBe(200);
    const bare = await ctx.app.inject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: user.authorization },
    });
    expect(bare.statusCode).toBe(200);
  });

  it('rejects a missing, malformed or tampered token with 401', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('Bearer')).statusCode).toBe(401);
    expect((await me('Basic abc')).statusCode).toBe(401);
    expect((await me('Bearer not.a.jwt')).statusCode).toBe(401);
    const [header, , signature] = user.token.split('.');
    const forgedPayload = base64url(claims({ sub: String(user.id + 1) }));
    expect((await me(`Bearer ${header}.${forgedPayload}.${signature}`)).statusCode).toBe(401);
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    const response = await me(`Bearer ${header}.${user.token.split('.')[1]}.${flipped}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Could not validate credentials, please login again',
      code: 'unauthorized',
    });
  });

  it('rejects an expired token', async () => {
    const secret = new TextEncoder().encode(ctx.config.JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims({ iat: now - 90_000, exp: now - 3600 }))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('rejects tokens with another algorithm, even signed with the right secret', async () => {
    const secret = new TextEncoder().encode(ctx.config.JWT_SECRET);
    const hs512 = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS512' }).sign(secret);
    expect((await me(`Bearer ${hs512}`)).statusCode).toBe(401);

    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const rs256 = await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    expect((await me(`Bearer ${rs256}`)).statusCode).toBe(401);
    // The classic confusion attack: HS256 keyed with a public key the attacker knows.
    const jwk = await exportJWK(publicKey);
    const body = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims())}`;
    const confused = createHmac('sha256', JSON.stringify(jwk)).update(body).digest('base64url');
    expect((await me(`Bearer ${body}.${confused}`)).statusCode).toBe(401);

    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`;
    expect((await me(`Bearer ${none}`)).statusCode).toBe(401);
  });

  it('rejects a token signed with another secret or for another audience', async () => {
    const other = new TextEncoder().encode(randomBytes(32).toString('hex'));
    const foreign = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).sign(other);
    expect((await me(`Bearer ${foreign}`)).statusCode).toBe(401);
    const secret = new TextEncoder().encode(ctx.config.JWT_SECRET);
    const wrongAudience = await new SignJWT(claims({ aud: 'someone-else' }))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    expect((await me(`Bearer ${wrongAudience}`)).statusCode).toBe(401);
  });

  it('revokes every earlier token when the token version is bumped', async () => {
    expect((await me(user.authorization)).statusCode).toBe(200);
    await ctx.database.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);
    expect((await me(user.authorization)).statusCode).toBe(401);
    const fresh = await login(ctx.app, 'reader@example.com');
    expect((await me(`Bearer ${fresh.json().access_token}`)).statusCode).toBe(200);
  });
});
