import { PLANS } from '@wordwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type TestUser } from '../../test/account-fixtures.js';
import { createTestContext, type TestContext } from '../../test/helper.js';

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({
    STRIPE_LINK_BASIC: 'https://buy.stripe.com/test_basic?locale=en',
    STRIPE_LINK_PREMIUM: 'https://buy.stripe.com/test_premium',
  });
  user = await createUser(ctx.app, 'o.brien+plans@example.com');
});
afterAll(() => ctx.close());

describe('GET /plans', () => {
  it('lists the four plans of the spec with their links, publicly', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json();
    expect(plans.map((plan: { id: string }) => plan.id)).toEqual([
      'starter_monthly',
      'basic_monthly',
      'premium_monthly',
      'unlimited_6months',
    ]);
    expect(plans.map((plan: { price: number; credits: number }) => [plan.price, plan.credits])).toEqual([
      [3.99, 5000],
      [9.9, 10000],
      [19.9, 40000],
      [49.9, 200000],
    ]);
    const premium = plans[2];
    expect(premium).toMatchObject({
      name: 'Premium',
      period: 'month',
      popular: true,
      cta: 'plans.cta.subscribe',
    });
    expect(premium.features).toEqual(PLANS[2]!.features);
    expect(premium.feature_texts).toContain('Priority support');
    expect(premium.feature_texts.every((text: string) => !text.startsWith('plans.'))).toBe(true);
    expect(plans[3]).toMatchObject({ period: '6 months', credits: 200000 });
    expect(plans[0].stripeLink).toBeNull();
    expect(plans[1].stripeLink).toBe('https://buy.stripe.com/test_basic?locale=en');
    expect(plans[2].stripeLink).toBe('https://buy.stripe.com/test_premium');
    expect(plans[3].stripeLink).toBeNull();
  });

  it('prefills the buyer on the links when called with a bearer token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/plans', headers: bearer(user) });
    const plans = response.json();
    const basic = new URL(plans[1].stripeLink);
    expect(basic.origin + basic.pathname).toBe('https://buy.stripe.com/test_basic');
    expect(basic.searchParams.get('locale')).toBe('en');
    expect(basic.searchParams.get('prefilled_email')).toBe('o.brien+plans@example.com');
    expect(basic.searchParams.get('client_reference_id')).toBe(String(user.id));
    // '+' must be encoded, or Stripe would read it as a space.
    expect(plans[1].stripeLink).toContain('prefilled_email=o.brien%2Bplans%40example.com');
    expect(plans[0].stripeLink).toBeNull();
  });

  it('stays public with an invalid or expired token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/plans',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[1].stripeLink).toBe('https://buy.stripe.com/test_basic?locale=en');
  });

  it('is described in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    const paths = response.json().paths;
    expect(paths['/plans']).toBeDefined();
    expect(paths['/billing/stripe/webhook']).toBeDefined();
    expect(paths['/invite/use']).toBeDefined();
  });
});
