import { findPlan, PLANS, type PlanDefinition } from '@wordwright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import type { LedgerEntryInput, LedgerResult } from '../../plugins/app/ledger.js';
import {
  endSubscriptionAt,
  extendSubscription,
  findUserByEmail,
  findUserById,
  findUserByStripeCustomer,
  findUserByStripeSubscription,
  setCancelAtPeriodEnd,
} from './queries.js';

/** The payment link with the buyer's e-mail prefilled and their id for matching the webhook to them. */
export function buildBuyLink(link: string, user: { id: number; email: string }): string {
  const url = new URL(link);
  url.searchParams.set('prefilled_email', user.email);
  url.searchParams.set('client_reference_id', String(user.id));
  return url.toString();
}

/** A Stripe API client when a secret key is configured; STRIPE_API_URL points it at a test double. */
export function createStripeClient(config: Config): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 10_000 };
  if (config.STRIPE_API_URL) {
    const url = new URL(config.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.protocol = protocol;
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
  }
  return new Stripe(config.STRIPE_SECRET_KEY, options);
}

/**
 * What an event did; stored on its stripe_events row so operators can find payments that matched no
 * user (unknown_payer) and grant them by hand.
 */
export type EventOutcome =
  | 'granted'
  | 'already_granted'
  | 'not_paid'
  | 'unknown_payer'
  | 'unknown_plan'
  | 'first_invoice_skipped'
  | 'invoice_ignored'
  | 'subscription_ended'
  | 'subscription_updated'
  | 'unknown_subscription'
  | 'unhandled_type';

export interface StripeEventLike {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export interface EventContext {
  tx: Tx;
  log: FastifyBaseLogger;
  applyLedger: (entry: LedgerEntryInput, tx: Tx) => Promise<LedgerResult>;
}

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const obj = (value: unknown): Obj => (isObj(value) ? value : {});
/** Stripe sends either an id or, when expanded, the object carrying it. */
const idOf = (value: unknown): string | undefined => str(value) ?? (isObj(value) ? str(value.id) : undefined);
const list = (value: unknown): Obj[] => {
  const data = obj(value).data;
  return Array.isArray(data) ? data.filter(isObj) : [];
};

function planFromMetadata(...sources: unknown[]): PlanDefinition | undefined {
  for (const source of sources) {
    const id = str(obj(source).plan_id);
    const plan = id ? findPlan(id) : undefined;
    if (plan) return plan;
  }
  return undefined;
}

/** Matches an amount in cents to a plan price; the subtotal comes first so discounts and tax still match. */
function planByAmount(...amounts: unknown[]): PlanDefinition | undefined {
  for (const amount of amounts) {
    const cents = num(amount);
    if (cents === undefined) continue;
    const plan = PLANS.find((candidate) => Math.round(candidate.price * 100) === cents);
    if (plan) return plan;
  }
  return undefined;
}

interface Grant {
  userId: number;
  plan: PlanDefinition;
  idempotencyKey: string;
  reference: string;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
}

/**
 * Credits and membership move together: the ledger entry's idempotency key decides whether this
 * payment was already applied, and only a newly applied entry extends the subscription.
 */
async function grantPlan(ctx: EventContext, grant: Grant): Promise<EventOutcome> {
  const result = await ctx.applyLedger(
    {
      userId: grant.userId,
      delta: grant.plan.credits,
      kind: 'purchase',
      idempotencyKey: grant.idempotencyKey,
      reference: grant.reference,
      note: `Stripe payment: ${grant.plan.name}`,
    },
    ctx.tx,
  );
  if (!result.applied) return 'already_granted';
  await extendSubscription(ctx.tx, grant.userId, {
    days: grant.plan.periodDays,
    plan: grant.plan,
    stripeCustomerId: grant.stripeCustomerId,
    stripeSubscriptionId: grant.stripeSubscriptionId,
  });
  return 'granted';
}

/** client_reference_id (our user id, set on the buy link) first, then the e-mail the buyer paid with. */
async function resolveCheckoutPayer(tx: Tx, session: Obj): Promise<number | undefined> {
  const reference = str(session.client_reference_id);
  if (reference && /^\d{1,15}$/.test(reference)) {
    const user = await findUserById(tx, Number(reference));
    if (user) return user.id;
  }
  for (const email of [str(obj(session.customer_details).email), str(session.customer_email)]) {
    if (!email) continue;
    const user = await findUserByEmail(tx, email);
    if (user) return user.id;
  }
  return undefined;
}

async function onCheckoutPaid(ctx: EventContext, event: StripeEventLike): Promise<EventOutcome> {
  const session = event.data.object;
  const sessionId = str(session.id);
  if (!sessionId || session.payment_status !== 'paid') return 'not_paid';
  const userId = await resolveCheckoutPayer(ctx.tx, session);
  if (userId === undefined) return 'unknown_payer';
  const plan =
    planFromMetadata(session.metadata) ?? planByAmount(session.amount_subtotal, session.amount_total);
  if (!plan) return 'unknown_plan';
  return grantPlan(ctx, {
    userId,
    plan,
    idempotencyKey: `stripe:checkout:${sessionId}`,
    reference: sessionId,
    stripeCustomerId: idOf(session.customer),
    stripeSubscriptionId: idOf(session.subscription),
  });
}

/** The subscription an invoice belongs to: `parent.subscription_details` since 2025, `subscription` before. */
function invoiceSubscriptionId(invoice: Obj): string | undefined {
  return idOf(obj(obj(invoice.parent).subscription_details).subscription) ?? idOf(invoice.subscription);
}

/**
 * Only renewals grant from invoices. The first invoice of a subscription (billing_reason
 * subscription_create) is paid through the checkout session, whose event grants it with the payer's
 * user id at hand; granting it here as well would double the first period, and Stripe does not order
 * the two events, so it is skipped whichever arrives first.
 */
async function onInvoicePaid(ctx: EventContext, event: StripeEventLike): Promise<EventOutcome> {
  const invoice = event.data.object;
  const invoiceId = str(invoice.id);
  if (invoice.billing_reason === 'subscription_create') return 'first_invoice_skipped';
  if (!invoiceId || invoice.billing_reason !== 'subscription_cycle') return 'invoice_ignored';
  if (invoice.status !== undefined && invoice.status !== 'paid') return 'not_paid';
  const subscriptionId = invoiceSubscriptionId(invoice);
  const customerId = idOf(invoice.customer);
  let owner = subscriptionId ? await findUserByStripeSubscription(ctx.tx, subscriptionId) : undefined;
  if (!owner && customerId) owner = await findUserByStripeCustomer(ctx.tx, customerId);
  let userId = owner?.userId;
  const email = str(invoice.customer_email);
  if (userId === undefined && email) userId = (await findUserByEmail(ctx.tx, email))?.id;
  if (userId === undefined) return 'unknown_payer';
  const lines = list(invoice.lines);
  const plan =
    planFromMetadata(
      obj(obj(invoice.parent).subscription_details).metadata,
      invoice.subscription_details && obj(invoice.subscription_details).metadata,
      invoice.metadata,
      ...lines.map((line) => line.metadata),
    ) ??
    planByAmount(invoice.subtotal, invoice.amount_paid, invoice.total) ??
    (owner?.planId ? findPlan(owner.planId) : undefined);
  if (!plan) return 'unknown_plan';
  return grantPlan(ctx, {
    userId,
    plan,
    idempotencyKey: `stripe:invoice:${invoiceId}`,
    reference: invoiceId,
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscriptionId,
  });
}

/** Whose subscription this is: by its id, else by customer when we never learned the subscription id. */
async function subscriptionOwner(tx: Tx, subscription: Obj): Promise<number | undefined> {
  const subscriptionId = str(subscription.id);
  const customerId = idOf(subscription.customer);
  const owner =
    (subscriptionId ? await findUserByStripeSubscription(tx, subscriptionId) : undefined) ??
    (customerId ? await findUserByStripeCustomer(tx, customerId, { withoutSubscription: true }) : undefined);
  return owner?.userId;
}

/** The end of the period paid for: on the items since 2025, on the subscription before. */
function periodEnd(subscription: Obj): number | undefined {
  const itemEnds = list(subscription.items)
    .map((item) => num(item.current_period_end))
    .filter((end): end is number => end !== undefined);
  if (itemEnds.length > 0) return Math.max(...itemEnds);
  return num(subscription.current_period_end) ?? num(subscription.ended_at) ?? num(subscription.canceled_at);
}

async function onSubscriptionDeleted(ctx: EventContext, event: StripeEventLike): Promise<EventOutcome> {
  const subscription = event.data.object;
  const userId = await subscriptionOwner(ctx.tx, subscription);
  if (userId === undefined) return 'unknown_subscription';
  const end = periodEnd(subscription);
  await endSubscriptionAt(ctx.tx, userId, end !== undefined ? new Date(end * 1000) : new Date());
  return 'subscription_ended';
}

/** Cancelling in the portal schedules the end (cancel_at_period_end); resuming clears it. */
async function onSubscriptionUpdated(ctx: EventContext, event: StripeEventLike): Promise<EventOutcome> {
  const subscription = event.data.object;
  const userId = await subscriptionOwner(ctx.tx, subscription);
  if (userId === undefined) return 'unknown_subscription';
  const cancelling = subscription.cancel_at_period_end === true || num(subscription.cancel_at) !== undefined;
  await setCancelAtPeriodEnd(ctx.tx, userId, cancelling);
  return 'subscription_updated';
}

/** Applies one verified, not yet recorded event inside the caller's transaction. */
export async function applyStripeEvent(ctx: EventContext, event: StripeEventLike): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return onCheckoutPaid(ctx, event);
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return onInvoicePaid(ctx, event);
    case 'customer.subscription.deleted':
      return onSubscriptionDeleted(ctx, event);
    case 'customer.subscription.updated':
      return onSubscriptionUpdated(ctx, event);
    default:
      return 'unhandled_type';
  }
}
