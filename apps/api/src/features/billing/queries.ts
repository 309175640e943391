import { DEFAULT_MONTHLY_FEE, type PlanDefinition } from '@wordwright/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { stripeEvents, subscriptions, users } from '../../db/schema.js';

/** Queries run either on the pool or inside a caller's transaction. */
export type Executor = Db | Tx;

const DAY_MS = 24 * 60 * 60 * 1000;

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function execute<T>(executor: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await executor.execute(query));
}

export interface SubscriptionView {
  /** True only while the paid or rewarded period has not run out. */
  membership: boolean;
  plan_id: string | null;
  subscription_date: string | null;
  subscription_expire_time: string | null;
  /** The plan's price; the spec's default (9.99) when the user has never paid. */
  monthlyFee: number;
  /** Whole days left, rounded up; 0 when not a member. */
  days_until_expiry: number;
  cancel_at_period_end: boolean;
}

/**
 * The subscription fields of GET /users/me/ (and the profile). Membership is computed from the expiry
 * rather than trusted from the stored flag, so a period that ran out needs no job to switch it off.
 */
export async function getSubscriptionView(
  db: Executor,
  userId: number,
  now: Date = new Date(),
): Promise<SubscriptionView> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const expiry = row?.subscriptionExpireTime ?? null;
  const active = Boolean(row?.membership && expiry && expiry.getTime() > now.getTime());
  return {
    membership: active,
    plan_id: row?.planId ?? null,
    subscription_date: row?.subscriptionDate?.toISOString() ?? null,
    subscription_expire_time: expiry?.toISOString() ?? null,
    monthlyFee: row?.monthlyFee != null ? Number(row.monthlyFee) : DEFAULT_MONTHLY_FEE,
    days_until_expiry: active && expiry ? Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS) : 0,
    cancel_at_period_end: row?.cancelAtPeriodEnd ?? false,
  };
}

export async function getSubscriptionRow(db: Executor, userId: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export interface ExtendOptions {
  days: number;
  /** A paid plan sets plan_id and monthly_fee and clears a pending cancellation; rewards pass none. */
  plan?: PlanDefinition;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
}

/**
 * Sets or extends a membership by `days` from the later of now and the current expiry, in one atomic
 * upsert so concurrent extensions add up instead of overwriting each other. subscription_date is the
 * start of the current unbroken membership: kept while active, reset when starting afresh.
 */
export async function extendSubscription(tx: Tx, userId: number, options: ExtendOptions): Promise<Date> {
  const days = Math.trunc(options.days);
  const plan = options.plan;
  const [row] = await execute<{ subscription_expire_time: string | Date }>(
    tx,
    sql`
      INSERT INTO subscriptions AS s (user_id, plan_id, membership, subscription_date, subscription_expire_time,
                                      monthly_fee, stripe_customer_id, stripe_subscription_id,
                                      cancel_at_period_end, updated_at)
      VALUES (${userId}, ${plan?.id ?? null}, TRUE, now(), now() + make_interval(days => ${days}::int),
              ${plan ? plan.price.toFixed(2) : null}::numeric, ${options.stripeCustomerId ?? null},
              ${options.stripeSubscriptionId ?? null}, FALSE, now())
      ON CONFLICT (user_id) DO UPDATE SET
        membership = TRUE,
        plan_id = COALESCE(EXCLUDED.plan_id, s.plan_id),
        subscription_date = CASE
          WHEN s.membership AND s.subscription_expire_time > now() AND s.subscription_date IS NOT NULL
          THEN s.subscription_date ELSE now() END,
        subscription_expire_time =
          GREATEST(now(), COALESCE(s.subscription_expire_time, now())) + make_interval(days => ${days}::int),
        monthly_fee = COALESCE(EXCLUDED.monthly_fee, s.monthly_fee),
        stripe_customer_id = COALESCE(EXCLUDED.stripe_customer_id, s.stripe_customer_id),
        stripe_subscription_id = COALESCE(EXCLUDED.stripe_subscription_id, s.stripe_subscription_id),
        cancel_at_period_end = CASE WHEN EXCLUDED.plan_id IS NOT NULL THEN FALSE ELSE s.cancel_at_period_end END,
        updated_at = now()
      RETURNING subscription_expire_time`,
  );
  return new Date(row!.subscription_expire_time);
}

/** A Stripe subscription ended: membership lasts until `end` (the paid period's end) and no longer. */
export async function endSubscriptionAt(tx: Tx, userId: number, end: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({
      subscriptionExpireTime: end,
      membership: sql`${end.toISOString()}::timestamptz > now()`,
      cancelAtPeriodEnd: true,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, userId));
}

export async function setCancelAtPeriodEnd(tx: Tx, userId: number, cancel: boolean): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: sql`now()` })
    .where(eq(subscriptions.userId, userId));
}

/** Operator action: membership ends now (an expiry already in the past is kept). Returns false when none. */
export async function endSubscriptionNow(db: Executor, userId: number): Promise<boolean> {
  const updated = await db
    .update(subscriptions)
    .set({
      membership: false,
      subscriptionExpireTime: sql`LEAST(COALESCE(${subscriptions.subscriptionExpireTime}, now()), now())`,
      cancelAtPeriodEnd: true,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, userId))
    .returning({ userId: subscriptions.userId });
  return updated.length > 0;
}

export interface UserRef {
  id: number;
  email: string;
}

export async function findUserById(db: Executor, id: number): Promise<UserRef | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRef | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return row;
}

/** The user whose subscription row carries this Stripe subscription id. */
export async function findUserByStripeSubscription(db: Executor, subscriptionId: string) {
  const [row] = await db
    .select({ userId: subscriptions.userId, planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
  return row;
}

/**
 * The user with this Stripe customer id and no other subscription on record. A customer who has since
 * started another subscription must not have it touched by events about the old one.
 */
export async function findUserByStripeCustomer(
  db: Executor,
  customerId: string,
  options: { withoutSubscription?: boolean } = {},
) {
  const [row] = await db
    .select({ userId: subscriptions.userId, planId: subscriptions.planId })
    .from(subscriptions)
    .where(
      options.withoutSubscription
        ? and(eq(subscriptions.stripeCustomerId, customerId), isNull(subscriptions.stripeSubscriptionId))
        : eq(subscriptions.stripeCustomerId, customerId),
    );
  return row;
}

/** Records an event id; false when it was already recorded (a replay, or a concurrent twin that won). */
export async function recordStripeEvent(tx: Tx, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ eventId, type })
    .onConflictDoNothing({ target: stripeEvents.eventId })
    .returning({ eventId: stripeEvents.eventId });
  return inserted.length > 0;
}

export async function setStripeEventOutcome(tx: Tx, eventId: string, outcome: string): Promise<void> {
  await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.eventId, eventId));
}
