import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { inviteCodes, subscriptions, users } from '../../db/schema.js';

/** The user with their subscription and invite code (both may be missing). */
export async function findProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      language: users.language,
      tokenVersion: users.tokenVersion,
      leftCredit: users.leftCredit,
      totalCredit: users.totalCredit,
      membership: subscriptions.membership,
      subscriptionDate: subscriptions.subscriptionDate,
      subscriptionExpireTime: subscriptions.subscriptionExpireTime,
      monthlyFee: subscriptions.monthlyFee,
      inviteCode: inviteCodes.code,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(inviteCodes, eq(inviteCodes.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** How long a cached profile may be served at most, even when no write was seen. */
const PROFILE_CACHE_MS = 5000;
/** Cached profiles at most (one per active user); the cache starts over when full. */
const PROFILE_CACHE_SIZE = 10_000;

/**
 * findProfile with a short-lived per-user cache where the database can tell this process about every write
 * to accounts (PGlite, see Database.accountVersion): any such write — a debit, a refund, a purchase, a token
 * revocation — invalidates the entry, so a balance or token version is never served stale. On PostgreSQL,
 * where other processes write too, every call reads the database.
 */
export function profileReader(database: Pick<Database, 'db' | 'accountVersion'>) {
  const cache = new Map<number, { version: string; at: number; row: ProfileRow | undefined }>();
  return async function readProfile(userId: number): Promise<ProfileRow | undefined> {
    const version = database.accountVersion?.(userId);
    if (version === undefined) return findProfile(database.db, userId);
    const cached = cache.get(userId);
    if (cached && cached.version === version && Date.now() - cached.at < PROFILE_CACHE_MS) return cached.row;
    const row = await findProfile(database.db, userId);
    if (cache.size >= PROFILE_CACHE_SIZE) cache.clear();
    // Stamped with the version read before the query: a write meanwhile leaves this entry already stale.
    cache.set(userId, { version, at: Date.now(), row });
    return row;
  };
}
