import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inviteCodes, inviteRedemptions, users } from '../../db/schema.js';
import { generateInviteCode } from './code.js';

type Executor = Db | Tx;

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function execute<T>(executor: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await executor.execute(query));
}

export async function findCodeOwner(db: Executor, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: inviteCodes.userId })
    .from(inviteCodes)
    .where(eq(inviteCodes.code, code));
  return row?.userId;
}

/**
 * The user's one invite code, created on first use. Two concurrent first calls both land on the same code:
 * the insert ignores conflicts and the code is read back; a collision with someone else's code (1 in 2^40
 * per existing code) just draws again.
 */
export async function getOrCreateInviteCode(db: Executor, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db
      .select({ code: inviteCodes.code })
      .from(inviteCodes)
      .where(eq(inviteCodes.userId, userId));
    if (existing) return existing.code;
    await db.insert(inviteCodes).values({ userId, code: generateInviteCode() }).onConflictDoNothing();
  }
  throw new Error(`Could not create an invite code for user ${userId}`);
}

/** Locks the user's row for the rest of the transaction, serialising redemption with e-mail verification. */
export async function lockUser(tx: Tx, userId: number): Promise<{ emailVerified: boolean } | undefined> {
  const [row] = await tx
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** False when the invitee has already redeemed a code (invitee_id is the primary key). */
export async function insertRedemption(
  tx: Tx,
  redemption: { inviteeId: number; inviterId: number; code: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(inviteRedemptions)
    .values(redemption)
    .onConflictDoNothing({ target: inviteRedemptions.inviteeId })
    .returning({ inviteeId: inviteRedemptions.inviteeId });
  return inserted.length > 0;
}

export async function lockPendingRedemption(tx: Tx, inviteeId: number) {
  const [row] = await tx
    .select({ inviteeId: inviteRedemptions.inviteeId, inviterId: inviteRedemptions.inviterId })
    .from(inviteRedemptions)
    .where(and(eq(inviteRedemptions.inviteeId, inviteeId), isNull(inviteRedemptions.rewardedAt)))
    .for('update');
  return row;
}

export async function markRewarded(tx: Tx, inviteeId: number): Promise<void> {
  await tx
    .update(inviteRedemptions)
    .set({ rewardedAt: sql`now()` })
    .where(and(eq(inviteRedemptions.inviteeId, inviteeId), isNull(inviteRedemptions.rewardedAt)));
}

export interface InviteTotals {
  /** Invitees of this user who verified their e-mail. */
  invites: number;
  /** Credits from invite_reward ledger entries, as inviter and as invitee. */
  rewardCredits: number;
  /** Number of those entries; each came with the same extension of membership. */
  rewardCount: number;
}

export async function inviteTotals(db: Executor, userId: number): Promise<InviteTotals> {
  const [row] = await execute<{
    invites: string | number;
    credits: string | number;
    rewards: string | number;
  }>(
    db,
    sql`
      SELECT
        (SELECT COUNT(*) FROM invite_redemptions
          WHERE inviter_id = ${userId} AND rewarded_at IS NOT NULL) AS invites,
        (SELECT COALESCE(SUM(delta), 0) FROM ledger_entries
          WHERE user_id = ${userId} AND kind = 'invite_reward') AS credits,
        (SELECT COUNT(*) FROM ledger_entries
          WHERE user_id = ${userId} AND kind = 'invite_reward') AS rewards`,
  );
  return {
    invites: Number(row?.invites ?? 0),
    rewardCredits: Number(row?.credits ?? 0),
    rewardCount: Number(row?.rewards ?? 0),
  };
}

export interface LeaderboardRow {
  rank: number;
  userId: number;
  email: string;
  inviteCount: number;
}

/**
 * Inviters ranked by verified invitees; ties go to whoever reached the count first, so ranks (and medals)
 * are unique. Returns the top `limit` plus `userId`'s own row when it ranks lower.
 */
export async function leaderboard(db: Executor, userId: number, limit: number): Promise<LeaderboardRow[]> {
  const rows = await execute<{
    rank: string | number;
    inviter_id: string | number;
    email: string;
    n: string | number;
  }>(
    db,
    sql`
      WITH counts AS (
        SELECT r.inviter_id, COUNT(*) AS n, MAX(r.rewarded_at) AS reached_at
          FROM invite_redemptions r
         WHERE r.rewarded_at IS NOT NULL
         GROUP BY r.inviter_id
      ), ranked AS (
        SELECT c.inviter_id, c.n, u.email,
               ROW_NUMBER() OVER (ORDER BY c.n DESC, c.reached_at ASC, c.inviter_id ASC) AS rank
          FROM counts c JOIN users u ON u.id = c.inviter_id
      )
      SELECT rank, inviter_id, email, n FROM ranked
       WHERE rank <= ${limit} OR inviter_id = ${userId}
       ORDER BY rank`,
  );
  return rows.map((row) => ({
    rank: Number(row.rank),
    userId: Number(row.inviter_id),
    email: row.email,
    inviteCount: Number(row.n),
  }));
}
