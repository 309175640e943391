import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { createUser, draft } from '../../test/rewrite-helpers.js';
import { userInfo } from './index.js';

let ctx: TestContext;
let user: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.app.mailer.idle();
  await ctx.database.reset();
  user = await createVerifiedUser(ctx.app, 'member@example.com');
});

const me = () =>
  ctx.app.inject({ method: 'GET', url: '/users/me/', headers: { authorization: user.authorization } });

async function subscribe(
  expiresInMs: number | null,
  options: { membership?: boolean; fee?: string | null } = {},
) {
  await ctx.database.query(
    `INSERT INTO subscriptions (user_id, plan_id, membership, subscription_date, subscription_expire_time, monthly_fee)
     VALUES ($1, 'premium_monthly', $2, now() - interval '20 days', $3, $4)`,
    [
      user.id,
      options.membership ?? true,
      expiresInMs === null ? null : new Date(Date.now() + expiresInMs).toISOString(),
      options.fee === undefined ? '19.90' : options.fee,
    ],
  );
}

const DAY = 24 * 60 * 60 * 1000;

describe('GET /users/me/', () => {
  it('shows a user without a subscription with the defaults', async () => {
    const response = await me();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: 'member@example.com',
      left_credit: 5000,
      total_credit: 5000,
      used_credit: 0,
      membership: false,
      subscription_date: null,
      subscription_expire_time: null,
      monthlyFee: 9.99,
      paid_plan: false,
      days_until_expiry: 0,
      email_verified: true,
      language: 'en',
    });
  });

  it('shows an active subscription with the days left rounded up', async () => {
    await subscribe(3.2 * DAY);
    const body = (await me()).json();
    expect(body).toMatchObject({ membership: true, monthlyFee: 19.9, paid_plan: true, days_until_expiry: 4 });
    expect(Date.parse(body.subscription_expire_time)).toBeGreaterThan(Date.now());
    expect(Date.parse(body.subscription_date)).toBeLessThan(Date.now());
  });

  it('counts a subscription past its expiry as no membership', async () => {
    await subscribe(-DAY);
    expect((await me()).json()).toMatchObject({ membership: false, days_until_expiry: 0, monthlyFee: 19.9 });
  });

  it('uses the default fee when the subscription has none, and needs the flag and a future expiry', async () => {
    await subscribe(null, { fee: null });
    expect((await me()).json()).toMatchObject({
      membership: false,
      monthlyFee: 9.99,
      paid_plan: false,
      days_until_expiry: 0,
    });
  });

  it('marks membership days from invite rewards as no paid plan', async () => {
    await subscribe(5 * DAY, { fee: null });
    expect((await me()).json()).toMatchObject({ membership: true, paid_plan: false, days_until_expiry: 5 });
  });

  it('includes the invite code once the user has one', async () => {
    await ctx.database.query("INSERT INTO invite_codes (code, user_id) VALUES ('MEMBER42', $1)", [user.id]);
    expect((await me()).json().invite_code).toBe('MEMBER42');
  });

  it('reflects spent credits', async () => {
    await ctx.app.ledger.apply({
      userId: user.id,
      kind: 'rewrite_debit',
      delta: -1234,
      idempotencyKey: 'test:debit',
    });
    expect((await me()).json()).toMatchObject({ left_credit: 3766, total_credit: 5000, used_credit: 1234 });
  });

  it('needs a valid bearer token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Could not validate credentials, please login again',
      code: 'unauthorized',
    });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('userInfo', () => {
  it('rounds partial days up and stops at expiry', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const row = {
      id: 1,
      email: 'a@example.com',
      emailVerified: true,
      language: 'zh' as const,
      tokenVersion: 0,
      leftCredit: 10,
      totalCredit: 20,
      membership: true,
      subscriptionDate: new Date('2024-12-01T00:00:00Z'),
      subscriptionExpireTime: new Date('2025-01-01T00:00:01Z'),
      monthlyFee: '3.99',
      inviteCode: null,
    };
    expect(userInfo(row, now)).toMatchObject({ membership: true, days_until_expiry: 1, monthlyFee: 3.99 });
    expect(userInfo({ ...row, subscriptionExpireTime: now }, now)).toMatchObject({
      membership: false,
      days_until_expiry: 0,
    });
    expect(userInfo(row, now)).not.toHaveProperty('invite_code');
  });
});

describe('GET /users/me/ between balance changes', () => {
  it('shows the exact balance and token state right after every change, read just before or not', async () => {
    ctx.app.engines.register({
      name: 'failing-for-balance-test',
      multilingual: false,
      rewrite: async () => {
        throw new Error('engine failed');
      },
    });
    const writer = await createUser(ctx.app, 1000);
    const read = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/users/me/', headers: writer.headers });
      return response.statusCode === 200 ? response.json().left_credit : response.statusCode;
    };
    const rewrite = (options: Record<string, unknown> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/deleteai',
        headers: writer.headers,
        payload: { text: draft(200), language: 'en', options },
      });
    expect(await read()).toBe(1000);
    expect(await read()).toBe(1000);
    expect((await rewrite()).statusCode).toBe(200);
    expect(await read()).toBe(800);
    // A failed rewrite is debited, then refunded.
    expect((await rewrite({ engine: 'failing-for-balance-test' })).statusCode).toBe(500);
    expect(await read()).toBe(800);
    await ctx.app.ledger.apply({
      userId: writer.id,
      delta: 50,
      kind: 'admin_adjustment',
      idempotencyKey: `balance-test:${writer.id}`,
    });
    expect(await read()).toBe(850);
    await ctx.database.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [writer.id]);
    expect(await read()).toBe(401);
  });
});
