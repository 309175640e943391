import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { users } from '../db/schema.js';

/**
 * Accounts made straight in the database, so billing and invite tests do not depend on the sign-up
 * routes. `verifyEmail` does what the accounts feature does on verification: flip the flag and fire the
 * hook, in one transaction.
 */
export interface TestUser {
  id: number;
  email: string;
  token: string;
}

export async function createUser(
  app: FastifyInstance,
  email: string,
  options: { verified?: boolean } = {},
): Promise<TestUser> {
  const [row] = await app.db
    .insert(users)
    .values({ email, emailVerified: options.verified ?? true })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  const token = await app.tokens.issue({ id: row!.id, tokenVersion: row!.tokenVersion });
  return { id: row!.id, email, token };
}

export async function verifyEmail(app: FastifyInstance, user: { id: number; email: string }): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await app.accountHooks.fireEmailVerified(tx, { userId: user.id, email: user.email });
  });
}

export async function registerWithInvite(
  app: FastifyInstance,
  email: string,
  inviteCode: string | undefined,
  options: { verified?: boolean } = {},
): Promise<TestUser> {
  const [row] = await app.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ email, emailVerified: options.verified ?? false })
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    await app.accountHooks.fireRegistered(tx, { userId: inserted[0]!.id, email, inviteCode });
    return inserted;
  });
  const token = await app.tokens.issue({ id: row!.id, tokenVersion: row!.tokenVersion });
  return { id: row!.id, email, token };
}

export async function balanceOf(app: FastifyInstance, userId: number) {
  const [row] = await app.db
    .select({ left: users.leftCredit, total: users.totalCredit })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

/** A webhook request exactly as Stripe would send it: body bytes plus their signature header. */
export function stripeDelivery(event: unknown, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return {
    method: 'POST' as const,
    url: '/billing/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  };
}
