import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, stripeEvents, subscriptions } from '../../db/schema.js';
import { findLedgerMismatches } from '../../plugins/app/ledger.js';
import { balanceOf, bearer, createUser, stripeDelivery, type TestUser } from '../../test/account-fixtures.js';
import { createTestContext, onPostgres, type TestContext } from '../../test/helper.js';
import { getSubscriptionView } from './queries.js';

const SECRET = 'whsec_test_wordwright';
const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let stripeApi: Server;
const portalRequests: { path: string; body: string; auth: string }[] = [];

beforeAll(async () => {
  // A stand-in for api.stripe.com that answers the customer-portal call.
  stripeApi = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      portalRequests.push({ path: request.url ?? '', body, auth: String(request.headers.authorization) });
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id: 'bps_test_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.com/p/session/test_1',
        }),
      );
    });
  });
  stripeApi.listen(0, '127.0.0.1');
  await once(stripeApi, 'listening');
  const { port } = stripeApi.address() as AddressInfo;
  ctx = await createTestContext({
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_SECRET_KEY: 'sk_test_wordwright',
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://wordwright.example',
  });
});
afterAll(async () => {
  await ctx.close();
  stripeApi.close();
});

let user: TestUser;
let sequence = 0;

beforeEach(async () => {
  await ctx.database.reset();
  user = await createUser(ctx.app, 'Buyer@Example.com');
});

function event(type: string, object: Record<string, unknown>, id = `evt_${++sequence}`) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
}

function session(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_1',
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: String(user.id),
    customer: 'cus_1',
    subscription: 'sub_1',
    customer_details: { email: 'buyer@example.com' },
    customer_email: null,
    amount_subtotal: 990,
    amount_total: 990,
    currency: 'usd',
    metadata: { plan_id: 'basic_monthly' },
    ...overrides,
  };
}

function invoice(overrides: Record<string, unknown> = {}) {
  return {
    id: 'in_renewal_1',
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    status: 'paid',
    customer: 'cus_1',
    customer_email: 'buyer@example.com',
    subtotal: 990,
    amount_paid: 990,
    total: 990,
    metadata: {},
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: {} } },
    lines: { object: 'list', data: [] },
    ...overrides,
  };
}

function subscription(overrides: Record<string, unknown> = {}) {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'canceled',
    cancel_at_period_end: false,
    cancel_at: null,
    items: {
      object: 'list',
      data: [{ id: 'si_1', current_period_end: Math.floor(Date.now() / 1000) + 5 * 86400 }],
    },
    ...overrides,
  };
}

const deliver = (payload: unknown, timestamp?: number) =>
  ctx.app.inject(stripeDelivery(payload, SECRET, timestamp));

async function ledgerOf(userId: number) {
  return ctx.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
}

async function subscriptionOf(userId: number) {
  const [row] = await ctx.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

async function outcomeOf(eventId: string) {
  const [row] = await ctx.app.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, eventId));
  return row?.outcome;
}

describe('POST /billing/stripe/webhook — signature', () => {
  it('rejects a request without a signature', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event('checkout.session.completed', session())),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Missing Stripe-Signature header', code: 'invalid_signature' });
  });

  it('rejects a tampered body', async () => {
    const delivery = stripeDelivery(event('checkout.session.completed', session()), SECRET);
    const tampered = delivery.payload.replace('"amount_total":990', '"amount_total":4990');
    expect(tampered).not.toBe(delivery.payload);
    const response = await ctx.app.inject({ ...delivery, payload: tampered });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Invalid Stripe signature', code: 'invalid_signature' });
    expect(await ledgerOf(user.id)).toHaveLength(0);
  });

  it('rejects a body re-serialised with different whitespace (the raw bytes are what is signed)', async () => {
    const delivery = stripeDelivery(event('checkout.session.completed', session()), SECRET);
    const response = await ctx.app.inject({
      ...delivery,
      payload: JSON.stringify(JSON.parse(delivery.payload), null, 2),
    });
    expect(response.statusCode).toBe(400);
  });

  it('rejects a stale timestamp (older than the 300 s tolerance)', async () => {
    const response = await deliver(
      event('checkout.session.completed', session()),
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_signature');
    expect(await ledgerOf(user.id)).toHaveLength(0);
  });

  it('rejects a signature made with another secret', async () => {
    const response = await ctx.app.inject(
      stripeDelivery(event('checkout.session.completed', session()), 'whsec_someone_else'),
    );
    expect(response.statusCode).toBe(400);
  });

  it('rejects a garbage signature header', async () => {
    const delivery = stripeDelivery(event('checkout.session.completed', session()), SECRET);
    const response = await ctx.app.inject({
      ...delivery,
      headers: { ...delivery.headers, 'stripe-signature': '<script>alert(1)</script>' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('rejects a correctly signed body that is not a Stripe event', async () => {
    for (const payload of [{ hello: 'world' }, [1, 2, 3], 'just a string']) {
      const response = await deliver(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_payload' });
    }
  });

  it('rejects signed bytes that are not JSON', async () => {
    const delivery = stripeDelivery(event('x', {}), SECRET);
    const payload = '{not json';
    const { default: Stripe } = await import('stripe');
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const response = await ctx.app.inject({
      ...delivery,
      headers: { ...delivery.headers, 'stripe-signature': signature },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('detail');
  });

  it('refuses other content types', async () => {
    const delivery = stripeDelivery(event('checkout.session.completed', session()), SECRET);
    const response = await ctx.app.inject({
      ...delivery,
      headers: { ...delivery.headers, 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('detail');
  });

  it('keeps the raw-body parser inside the webhook: other routes still parse JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/invite/use?code=',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(response.statusCode).toBe(422);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/billing/cancel',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: '{broken',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe('Request body is not valid JSON');
  });
});

describe('POST /billing/stripe/webhook — checkout', () => {
  it('grants the plan credits and starts the subscription', async () => {
    const before = Date.now();
    const response = await deliver(event('checkout.session.completed', session()));
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 10000, total: 10000 });
    const entries = await ledgerOf(user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'purchase',
      delta: 10000,
      idempotencyKey: 'stripe:checkout:cs_test_1',
      reference: 'cs_test_1',
    });

    const row = await subscriptionOf(user.id);
    expect(row).toMatchObject({
      membership: true,
      planId: 'basic_monthly',
      monthlyFee: '9.90',
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
      cancelAtPeriodEnd: false,
    });
    const expiry = row!.subscriptionExpireTime!.getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 5000);
    expect(expiry).toBeLessThanOrEqual(after + 30 * DAY_MS + 5000);

    const view = await getSubscriptionView(ctx.app.db, user.id);
    expect(view).toMatchObject({ membership: true, monthlyFee: 9.9, plan_id: 'basic_monthly' });
    expect(view.days_until_expiry).toBe(30);
  });

  it('applies the same event only once when it is delivered twice', async () => {
    const payload = event('checkout.session.completed', session());
    const first = await deliver(payload);
    const second = await deliver(payload);
    expect(first.json()).toEqual({ received: true });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 10000, total: 10000 });
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  it('applies the same event only once when both deliveries arrive at the same time', async () => {
    const payload = event('checkout.session.completed', session());
    const responses = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(responses.filter((response) => response.json().duplicate === true)).toHaveLength(2);
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 10000, total: 10000 });
    expect(await ledgerOf(user.id)).toHaveLength(1);
    const row = await subscriptionOf(user.id);
    expect(row!.subscriptionExpireTime!.getTime()).toBeLessThan(Date.now() + 31 * DAY_MS);
    if (onPostgres) expect(ctx.database.kind).toBe('postgres');
  });

  it('grants a session once even when completed and async_payment_succeeded both arrive, concurrently', async () => {
    await Promise.all([
      deliver(event('checkout.session.completed', session())),
      deliver(event('checkout.session.async_payment_succeeded', session())),
    ]);
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 10000, total: 10000 });
    const row = await subscriptionOf(user.id);
    expect(row!.subscriptionExpireTime!.getTime()).toBeLessThan(Date.now() + 31 * DAY_MS);
  });

  it('waits for an asynchronous payment to succeed', async () => {
    const pending = event('checkout.session.completed', session({ payment_status: 'unpaid' }));
    expect((await deliver(pending)).statusCode).toBe(200);
    expect(await outcomeOf(pending.id)).toBe('not_paid');
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 0, total: 0 });
    expect(await subscriptionOf(user.id)).toBeUndefined();

    await deliver(event('checkout.session.async_payment_succeeded', session()));
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 10000, total: 10000 });
  });

  it('finds the payer by e-mail (any case) when there is no client_reference_id', async () => {
    const payload = event(
      'checkout.session.completed',
      session({ client_reference_id: null, customer_details: { email: 'BUYER@example.COM' } }),
    );
    await deliver(payload);
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 10000, total: 10000 });
  });

  it('falls back to the e-mail when client_reference_id names no user', async () => {
    await deliver(
      event(
        'checkout.session.completed',
        session({
          client_reference_id: '999999',
          customer_details: null,
          customer_email: 'buyer@example.com',
        }),
      ),
    );
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 10000, total: 10000 });
  });

  it('records but does not apply a payment from an unknown payer', async () => {
    const payload = event(
      'checkout.session.completed',
      session({ client_reference_id: 'not-a-number', customer_details: { email: 'stranger@example.com' } }),
    );
    const response = await deliver(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await outcomeOf(payload.id)).toBe('unknown_payer');
    expect(await ctx.app.db.select().from(ledgerEntries)).toHaveLength(0);
    expect(await ctx.app.db.select().from(subscriptions)).toHaveLength(0);
  });

  it('finds the plan by the amount paid when the session has no plan_id', async () => {
    await deliver(
      event(
        'checkout.session.completed',
        session({ metadata: {}, amount_subtotal: 1990, amount_total: 1990, id: 'cs_premium' }),
      ),
    );
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 40000, total: 40000 });
    expect(await subscriptionOf(user.id)).toMatchObject({ planId: 'premium_monthly', monthlyFee: '19.90' });
  });

  it('grants the six-month plan for 182 days', async () => {
    await deliver(
      event(
        'checkout.session.completed',
        session({ metadata: { plan_id: 'unlimited_6months' }, mode: 'payment', subscription: null }),
      ),
    );
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 200000, total: 200000 });
    const view = await getSubscriptionView(ctx.app.db, user.id);
    expect(view.days_until_expiry).toBe(182);
    expect(view.monthlyFee).toBe(49.9);
  });

  it('records an unmatched plan without granting anything', async () => {
    const payload = event(
      'checkout.session.completed',
      session({ metadata: {}, amount_total: 123, amount_subtotal: 123 }),
    );
    expect((await deliver(payload)).statusCode).toBe(200);
    expect(await outcomeOf(payload.id)).toBe('unknown_plan');
    expect(await ledgerOf(user.id)).toHaveLength(0);
  });
});

describe('POST /billing/stripe/webhook — invoices and subscriptions', () => {
  it('out of order: the first invoice before its checkout session still ends in one grant', async () => {
    const firstInvoice = event(
      'invoice.paid',
      invoice({ id: 'in_first', billing_reason: 'subscription_create' }),
    );
    const firstInvoiceAgain = event(
      'invoice.payment_succeeded',
      invoice({ id: 'in_first', billing_reason: 'subscription_create' }),
    );
    const checkout = event('checkout.session.completed', session());

    expect((await deliver(firstInvoice)).statusCode).toBe(200);
    expect((await deliver(firstInvoiceAgain)).statusCode).toBe(200);
    expect(await outcomeOf(firstInvoice.id)).toBe('first_invoice_skipped');
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 0, total: 0 });

    expect((await deliver(checkout)).statusCode).toBe(200);
    expect(await deliver(firstInvoice).then((response) => response.json())).toEqual({
      received: true,
      duplicate: true,
    });

    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 10000, total: 10000 });
    expect(await ledgerOf(user.id)).toHaveLength(1);
    const view = await getSubscriptionView(ctx.app.db, user.id);
    expect(view).toMatchObject({ membership: true, plan_id: 'basic_monthly', days_until_expiry: 30 });
    expect(await subscriptionOf(user.id)).toMatchObject({
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
    });
  });

  it('a renewal grants the credits again and extends the expiry by a period', async () => {
    await deliver(event('checkout.session.completed', session()));
    const firstExpiry = (await subscriptionOf(user.id))!.subscriptionExpireTime!.getTime();
    const startDate = (await subscriptionOf(user.id))!.subscriptionDate!.getTime();

    await deliver(event('invoice.paid', invoice()));
    // Stripe sends both names for the same paid invoice; the invoice id keys the grant.
    await deliver(event('invoice.payment_succeeded', invoice()));

    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 20000, total: 20000 });
    const row = await subscriptionOf(user.id);
    expect(row!.subscriptionExpireTime!.getTime() - firstExpiry).toBe(30 * DAY_MS);
    expect(row!.subscriptionDate!.getTime()).toBe(startDate);
    const keys = (await ledgerOf(user.id)).map((entry) => entry.idempotencyKey).sort();
    expect(keys).toEqual(['stripe:checkout:cs_test_1', 'stripe:invoice:in_renewal_1']);
  });

  it('a renewal without plan metadata keeps the plan on record', async () => {
    await deliver(event('checkout.session.completed', session()));
    await deliver(event('invoice.paid', invoice({ subtotal: 700, amount_paid: 700, total: 700 })));
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 20000, total: 20000 });
  });

  it('a renewal for a subscription nobody has is recorded, not applied', async () => {
    const renewal = event(
      'invoice.paid',
      invoice({
        customer: 'cus_other',
        customer_email: 'nobody@example.com',
        parent: { subscription_details: { subscription: 'sub_other' } },
      }),
    );
    await deliver(renewal);
    expect(await outcomeOf(renewal.id)).toBe('unknown_payer');
    expect(await ledgerOf(user.id)).toHaveLength(0);
  });

  it('ignores invoices that are neither the first nor a renewal', async () => {
    await deliver(event('checkout.session.completed', session()));
    const manual = event('invoice.paid', invoice({ id: 'in_manual', billing_reason: 'manual' }));
    await deliver(manual);
    expect(await outcomeOf(manual.id)).toBe('invoice_ignored');
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 10000, total: 10000 });
  });

  it('a deleted subscription ends membership at the end of the paid period', async () => {
    await deliver(event('checkout.session.completed', session()));
    const periodEnd = Math.floor(Date.now() / 1000) + 5 * 86400;
    await deliver(
      event(
        'customer.subscription.deleted',
        subscription({ items: { data: [{ current_period_end: periodEnd }] } }),
      ),
    );
    const row = await subscriptionOf(user.id);
    expect(row!.subscriptionExpireTime!.getTime()).toBe(periodEnd * 1000);
    expect(row!.cancelAtPeriodEnd).toBe(true);
    const view = await getSubscriptionView(ctx.app.db, user.id);
    expect(view).toMatchObject({ membership: true, days_until_expiry: 5, cancel_at_period_end: true });
    // After the period end the same row reads as not a member.
    const later = await getSubscriptionView(ctx.app.db, user.id, new Date((periodEnd + 60) * 1000));
    expect(later).toMatchObject({ membership: false, days_until_expiry: 0 });
  });

  it('a subscription deleted at the end of its period ends membership now (legacy payload shape)', async () => {
    await deliver(event('checkout.session.completed', session()));
    const ended = Math.floor(Date.now() / 1000) - 60;
    await deliver(
      event('customer.subscription.deleted', subscription({ items: null, current_period_end: ended })),
    );
    const row = await subscriptionOf(user.id);
    expect(row).toMatchObject({ membership: false, cancelAtPeriodEnd: true });
    expect((await getSubscriptionView(ctx.app.db, user.id)).membership).toBe(false);
    // The credits already granted stay.
    expect(await balanceOf(ctx.app, user.id)).toEqual({ left: 10000, total: 10000 });
  });

  it('a deletion of an older subscription leaves a newer one alone', async () => {
    await deliver(event('checkout.session.completed', session({ subscription: 'sub_new' })));
    const old = event('customer.subscription.deleted', subscription({ id: 'sub_old' }));
    await deliver(old);
    expect(await outcomeOf(old.id)).toBe('unknown_subscription');
    expect((await getSubscriptionView(ctx.app.db, user.id)).days_until_expiry).toBe(30);
  });

  it('records a scheduled cancellation and its reversal', async () => {
    await deliver(event('checkout.session.completed', session()));
    await deliver(
      event('customer.subscription.updated', subscription({ status: 'active', cancel_at_period_end: true })),
    );
    expect((await subscriptionOf(user.id))!.cancelAtPeriodEnd).toBe(true);
    await deliver(
      event('customer.subscription.updated', subscription({ status: 'active', cancel_at_period_end: false })),
    );
    expect((await subscriptionOf(user.id))!.cancelAtPeriodEnd).toBe(false);
    expect((await getSubscriptionView(ctx.app.db, user.id)).membership).toBe(true);
  });

  it('acknowledges unknown event types without any effect, and records them', async () => {
    const unknown = event('customer.created', {
      id: 'cus_9',
      object: 'customer',
      email: 'buyer@example.com',
    });
    const response = await deliver(unknown);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await outcomeOf(unknown.id)).toBe('unhandled_type');
    expect(await ctx.app.db.select().from(ledgerEntries)).toHaveLength(0);
    expect(await ctx.app.db.select().from(subscriptions)).toHaveLength(0);
    expect((await deliver(unknown)).json()).toEqual({ received: true, duplicate: true });
  });

  it('keeps every balance equal to its ledger sum', async () => {
    await deliver(event('checkout.session.completed', session()));
    await deliver(event('invoice.paid', invoice()));
    expect(await findLedgerMismatches(ctx.app.db)).toEqual([]);
  });
});

describe('POST /billing/cancel with Stripe configured', () => {
  it('opens a customer-portal session returning to the profile', async () => {
    await deliver(event('checkout.session.completed', session()));
    portalRequests.length = 0;
    const response = await ctx.app.inject({ method: 'POST', url: '/billing/cancel', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    expect(portalRequests).toHaveLength(1);
    expect(portalRequests[0]!.path).toBe('/v1/billing_portal/sessions');
    const form = new URLSearchParams(portalRequests[0]!.body);
    expect(form.get('customer')).toBe('cus_1');
    expect(form.get('return_url')).toBe('https://wordwright.example/profile');
    expect(portalRequests[0]!.auth).toBe('Bearer sk_test_wordwright');
  });

  it('answers 400 when there is no subscription', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/billing/cancel', headers: bearer(user) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'You have no active subscription to cancel',
      code: 'no_subscription',
    });
  });

  it('requires sign-in', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/billing/cancel' });
    expect(response.statusCode).toBe(401);
  });
});
