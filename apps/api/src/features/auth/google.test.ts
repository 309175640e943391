import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createVerifiedUser, login, register } from '../../test/accounts.js';
import { createTestContext, type TestContext, testConfig } from '../../test/helper.js';

const CLIENT_ID = 'wordwright-test.apps.googleusercontent.com';
const KID = 'test-key-1';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let ctx: TestContext;
let jwks: Server;
let jwksUrl: string;
let jwksRequests = 0;
let signingKey: PrivateKey;
let strangerKey: PrivateKey;
const registered: Array<{ userId: number; inviteCode?: string }> = [];

/** Google's key endpoint, played on loopback with a key pair made for the test. */
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) => {
    jwksRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/oauth2/v3/certs`;
  ctx = await createTestContext({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
  ctx.app.accountHooks.onRegistered(async (_tx, event) => void registered.push(event));
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => jwks.close(resolve));
});
beforeEach(async () => {
  await ctx.app.mailer.idle();
  await ctx.database.reset();
  registered.length = 0;
});

function idToken(claims: JWTPayload = {}, options: { key?: PrivateKey; alg?: string; kid?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '110169484474386276334',
    email: 'lin@gmail.com',
    email_verified: true,
    name: 'Lin',
    iat: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
    .sign(options.key ?? signingKey);
}

const google = (token: string, url = '/auth/google', app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'POST', url, payload: { id_token: token } });

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/users/me/', headers: { authorization: `Bearer ${token}` } });

async function trialEntries(userId: number) {
  return ctx.database.query('SELECT id FROM ledger_entries WHERE user_id = $1', [userId]);
}

describe('Google sign-in', () => {
  it('creates a verified account with the trial, then signs the same account in again', async () => {
    const first = await google(await idToken(), '/auth/google?invite=PAL123');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const profile = await me(first.json().access_token);
    expect(profile.json()).toMatchObject({
      email: 'lin@gmail.com',
      email_verified: true,
      left_credit: 5000,
      total_credit: 5000,
    });
    expect(registered).toEqual([{ userId: profile.json().id, email: 'lin@gmail.com', inviteCode: 'PAL123' }]);

    const second = await google(await idToken({ email: 'lin.new@gmail.com' }));
    expect(second.statusCode).toBe(200);
    expect((await me(second.json().access_token)).json()).toMatchObject({
      id: profile.json().id,
      email: 'lin@gmail.com',
      left_credit: 5000,
    });
    expect(await trialEntries(profile.json().id)).toHaveLength(1);
    const identities = await ctx.database.query('SELECT provider, subject FROM oauth_identities');
    expect(identities).toEqual([{ provider: 'google', subject: '110169484474386276334' }]);
  });

  it('creates one account when the same Google user signs in twice at once', async () => {
    const token = await idToken();
    const responses = await Promise.all([google(token), google(token)]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    const ids = await Promise.all(responses.map(async (r) => (await me(r.json().access_token)).json().id));
    expect(ids[0]).toBe(ids[1]);
    expect(await ctx.database.query('SELECT id FROM users')).toHaveLength(1);
    expect(await trialEntries(ids[0])).toHaveLength(1);
  });

  it('accepts the issuer without https:// too, and Chinese accounts by Accept-Language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/google',
      headers: { 'accept-language': 'zh-CN' },
      payload: { id_token: await idToken({ iss: 'accounts.google.com' }) },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(response.json().access_token)).json().language).toBe('zh');
  });

  it('links to an existing verified password account with the same address', async () => {
    const user = await createVerifiedUser(ctx.app, 'lin@gmail.com');
    const response = await google(await idToken());
    expect(response.statusCode).toBe(200);
    expect((await me(response.json().access_token)).json()).toMatchObject({ id: user.id, left_credit: 5000 });
    expect(await trialEntries(user.id)).toHaveLength(1);
    expect((await login(ctx.app, 'lin@gmail.com')).statusCode).toBe(200);
  });

  it('takes over an unverified sign-up: verifies it, grants the trial and drops the unproven password', async () => {
    await register(ctx.app, 'lin@gmail.com', 'squatters-password');
    const response = await google(await idToken());
    expect(response.statusCode).toBe(200);
    expect((await me(response.json().access_token)).json()).toMatchObject({
      email_verified: true,
      left_credit: 5000,
    });
    expect((await login(ctx.app, 'lin@gmail.com', 'squatters-password')).statusCode).toBe(401);
  });

  it('fetches the key set once and reuses it', async () => {
    const before = jwksRequests;
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await google(await idToken({ sub: `sub-${index}`, email: `u${index}@gmail.com` }))).statusCode,
      ).toBe(200);
    }
    expect(jwksRequests - before).toBeLessThanOrEqual(1);
  });

  it.each([
    ['a signature by another key', () => idToken({}, { key: strangerKey })],
    ['the wrong audience', () => idToken({ aud: 'someone-elses-client-id' })],
    ['the wrong issuer', () => idToken({ iss: 'https://accounts.evil.example' })],
    ['an expired token', () => idToken({ exp: Math.floor(Date.now() / 1000) - 600, iat: 1 })],
    ['no subject', () => idToken({ sub: undefined })],
    ['an unknown key id', () => idToken({}, { kid: 'other-kid' })],
  ])('refuses %s with 401', async (_label, make) => {
    const response = await google(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid Google sign-in token', code: 'invalid_google_token' });
    expect(await ctx.database.query('SELECT id FROM users')).toEqual([]);
  });

  it('refuses HS256 and alg none tokens', async () => {
    const hs = await new SignJWT({ sub: 'x', email: 'lin@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-shared-secret-an-attacker-picked'));
    expect((await google(hs)).statusCode).toBe(401);
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${b64({ alg: 'none', kid: KID })}.${b64({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: 'x',
      email: 'lin@gmail.com',
      email_verified: true,
      exp: Math.floor(Date.now() / 1000) + 600,
    })}.`;
    expect((await google(none)).statusCode).toBe(401);
    expect((await google('garbage')).statusCode).toBe(401);
  });

  it('refuses an account whose Google e-mail is not verified', async () => {
    await createVerifiedUser(ctx.app, 'lin@gmail.com');
    const response = await google(await idToken({ email_verified: false }));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('google_email_not_verified');
    expect(await ctx.database.query('SELECT * FROM oauth_identities')).toEqual([]);
  });

  it('answers 400 when Google sign-in is not configured and 503 when the key set cannot be fetched', async () => {
    const unconfigured = await buildApp({ config: testConfig(), database: ctx.database });
    const offline = await buildApp({
      config: testConfig({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' }),
      database: ctx.database,
    });
    try {
      const token = await idToken();
      const notConfigured = await google(token, '/auth/google', unconfigured);
      expect(notConfigured.statusCode).toBe(400);
      expect(notConfigured.json().code).toBe('google_not_configured');
      const unreachable = await google(token, '/auth/google', offline);
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json().code).toBe('google_unavailable');
    } finally {
      await unconfigured.close();
      await offline.close();
    }
  });

  it('validates the body', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/auth/google', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toContain('id_token');
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/auth/google',
      payload: { id_token: 42 },
    });
    expect(wrongType.statusCode).toBe(422);
  });
});
