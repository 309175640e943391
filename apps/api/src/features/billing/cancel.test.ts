import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema.js';
import { bearer, createUser, stripeDelivery, type TestUser } from '../../test/account-fixtures.js';
import { createTestContext, type TestContext } from '../../test/helper.js';

// No Stripe keys at all: the embedded default of `npm start`.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: 'help@wordwright.example' });
});
afterAll(() => ctx.close());

let user: TestUser;
beforeEach(async () => {
  await ctx.database.reset();
  user = await createUser(ctx.app, 'member@example.com');
});

async function subscribe(values: Partial<typeof subscriptions.$inferInsert> = {}) {
  await ctx.app.db.insert(subscriptions).values({
    userId: user.id,
    planId: 'basic_monthly',
    membership: true,
    subscriptionDate: new Date(),
    subscriptionExpireTime: new Date(Date.now() + 10 * 86_400_000),
    monthlyFee: '9.90',
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    ...values,
  });
}

describe('POST /billing/cancel without a Stripe key', () => {
  it('explains how to cancel by e-mailing support', async () => {
    await subscribe();
    const response = await ctx.app.inject({ method: 'POST', url: '/billing/cancel', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.support_email).toBe('help@wordwright.example');
    expect(body.message).toContain('help@wordwright.example');
    expect(body.message).toContain('member@example.com');
    expect(body.url).toBeUndefined();
  });

  it('answers 400 when the user never subscribed', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/billing/cancel', headers: bearer(user) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('no_subscription');
  });

  it('answers 400 when the subscription has run out', async () => {
    await subscribe({ subscriptionExpireTime: new Date(Date.now() - 1000) });
    const response = await ctx.app.inject({ method: 'POST', url: '/billing/cancel', headers: bearer(user) });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 when the membership comes from invite rewards only', async () => {
    await subscribe({ planId: null, stripeCustomerId: null, stripeSubscriptionId: null, monthlyFee: null });
    const response = await ctx.app.inject({ method: 'POST', url: '/billing/cancel', headers: bearer(user) });
    expect(response.statusCode).toBe(400);
  });

  it('rejects a tampered token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/billing/cancel',
      headers: { authorization: `Bearer ${user.token}x` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
  });
});

describe('POST /billing/stripe/webhook without a webhook secret', () => {
  it('answers 503 so Stripe retries once it is configured', async () => {
    const response = await ctx.app.inject(
      stripeDelivery({ id: 'evt_1', type: 'x', data: { object: {} } }, 'whsec_x'),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'Stripe webhooks are not configured',
      code: 'stripe_not_configured',
    });
  });
});
