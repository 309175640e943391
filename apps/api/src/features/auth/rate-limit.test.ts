import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';

let ctx: TestContext;
const PER_ACCOUNT = 3;
const PER_IP = 6;

beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_AUTH_PER_MINUTE: String(PER_ACCOUNT),
    RATE_LIMIT_AUTH_IP_PER_MINUTE: String(PER_IP),
  });
});
afterAll(() => ctx.close());

const tokenFrom = (ip: string, username: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: 'guess-number-x' }).toString(),
  });

function expectLimited(response: Awaited<ReturnType<typeof tokenFrom>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    detail: 'Too many attempts, please try again later',
    code: 'rate_limited',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('auth rate limits', () => {
  it('limits guesses per account, whichever IP they come from', async () => {
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await tokenFrom(`10.0.0.${attempt + 1}`, 'target@example.com')).statusCode).toBe(401);
    }
    expectLimited(await tokenFrom('10.0.0.99', 'TARGET@example.com '));
    // Another account from a fresh IP is unaffected.
    expect((await tokenFrom('10.0.1.1', 'other@example.com')).statusCode).toBe(401);
  });

  it('limits requests per IP across accounts', async () => {
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      expect((await tokenFrom('10.0.2.1', `user${attempt}@example.com`)).statusCode).toBe(401);
    }
    expectLimited(await tokenFrom('10.0.2.1', 'fresh@example.com'));
  });

  it('applies to every sign-in route', async () => {
    const routes: Array<[string, Record<string, string>]> = [
      ['/register', { email: 'rl@example.com', password: 'correct-horse-battery' }],
      ['/auth/verify', { email: 'rl@example.com', code: '0000' }],
      ['/auth/resend-verification', { email: 'rl2@example.com' }],
      ['/reset-password', { email: 'rl@example.com' }],
      ['/reset-password/confirm', { token: 'made-up', password: 'correct-horse-battery' }],
      ['/auth/google', { id_token: 'not-a-token' }],
    ];
    for (const [url, payload] of routes) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_ACCOUNT; attempt += 1) {
        const response = await ctx.app.inject({ method: 'POST', url, remoteAddress: '10.0.3.1', payload });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, PER_ACCOUNT), url).not.toContain(429);
      expect(statuses[PER_ACCOUNT], url).toBe(429);
    }
    await ctx.app.mailer.idle();
  });
});
