import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, type Tx, writingAccountOf } from '../../db/client.js';
import { type LedgerKind, ledgerEntries, users } from '../../db/schema.js';
import { paymentRequired } from '../../errors.js';

/** Kinds that add to (or, for admin removals, take from) what the user has been given in total. */
const COUNTS_TOWARDS_TOTAL: ReadonlySet<LedgerKind> = new Set([
  'trial_grant',
  'purchase',
  'invite_reward',
  'admin_adjustment',
]);

export const INSUFFICIENT_CREDITS = "You don't have enough credits. Please subscribe.";

export interface LedgerEntryInput {
  userId: number;
  delta: number;
  kind: LedgerKind;
  /** What the entry is about: a job id, a Stripe session, an invitee id… */
  reference?: string;
  /** Globally unique; applying the same key twice is a no-op that returns applied=false. */
  idempotencyKey: string;
  note?: string;
}

export interface LedgerResult {
  applied: boolean;
  leftCredit: number;
  totalCredit: number;
}

/**
 * Applies one ledger entry and the matching balance change inside `tx`. Debits use a guarded UPDATE
 * (left_credit >= n) so concurrent spends can never overdraw; the CHECK constraint is the last line.
 * Throws 402 when a debit does not fit, which rolls back the caller's transaction; it must run inside one
 * so the entry and the balance change commit together.
 */
export function applyLedgerEntry(tx: Tx, entry: LedgerEntryInput): Promise<LedgerResult> {
  // Its statements change this user's balance only (see writingAccountOf).
  return writingAccountOf(entry.userId, () => applyEntry(tx, entry));
}

async function applyEntry(tx: Tx, entry: LedgerEntryInput): Promise<LedgerResult> {
  if (!Number.isSafeInteger(entry.delta) || entry.delta === 0) {
    throw new Error(`Ledger delta must be a non-zero integer, got ${entry.delta}`);
  }
  const inserted = await tx
    .insert(ledgerEntries)
    .values({
      userId: entry.userId,
      delta: entry.delta,
      kind: entry.kind,
      reference: entry.reference ?? null,
      idempotencyKey: entry.idempotencyKey,
      note: entry.note ?? null,
    })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  if (inserted.length === 0) {
    const [current] = await tx
      .select({ leftCredit: users.leftCredit, totalCredit: users.totalCredit })
      .from(users)
      .where(eq(users.id, entry.userId));
    return { applied: false, leftCredit: current?.leftCredit ?? 0, totalCredit: current?.totalCredit ?? 0 };
  }
  const totalDelta = COUNTS_TOWARDS_TOTAL.has(entry.kind) ? entry.delta : 0;
  const conditions =
    entry.delta < 0
      ? and(
          eq(users.id, entry.userId),
          gte(users.leftCredit, -entry.delta),
          gte(users.totalCredit, -totalDelta),
        )
      : eq(users.id, entry.userId);
  const [updated] = await tx
    .update(users)
    .set({
      leftCredit: sql`${users.leftCredit} + ${entry.delta}`,
      totalCredit: sql`${users.totalCredit} + ${totalDelta}`,
      updatedAt: sql`now()`,
    })
    .where(conditions)
    .returning({ leftCredit: users.leftCredit, totalCredit: users.totalCredit });
  if (!updated) throw paymentRequired(INSUFFICIENT_CREDITS);
  return { applied: true, ...updated };
}

export interface LedgerMismatch {
  userId: number;
  email: string;
  leftCredit: number;
  ledgerSum: number;
  totalCredit: number;
  ledgerTotal: number;
}

/** Every user whose cached balances differ from the sums of their ledger entries (should be none). */
export async function findLedgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const totalKinds = sql.raw([...COUNTS_TOWARDS_TOTAL].map((kind) => `'${kind}'`).join(', '));
  const rows = await db.execute<Record<string, string | number>>(sql`
    SELECT u.id, u.email, u.left_credit, u.total_credit,
           COALESCE(SUM(l.delta), 0) AS ledger_sum,
           COALESCE(SUM(l.delta) FILTER (WHERE l.kind IN (${totalKinds})), 0) AS ledger_total
      FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
     GROUP BY u.id
    HAVING u.left_credit <> COALESCE(SUM(l.delta), 0)
        OR u.total_credit <> COALESCE(SUM(l.delta) FILTER (WHERE l.kind IN (${totalKinds})), 0)
  `);
  const list =
    (Array.isArray(rows) ? rows : (rows as { rows: Record<string, string | number>[] }).rows) ?? [];
  return list.map((row) => ({
    userId: Number(row.id),
    email: String(row.email),
    leftCredit: Number(row.left_credit),
    totalCredit: Number(row.total_credit),
    ledgerSum: Number(row.ledger_sum),
    ledgerTotal: Number(row.ledger_total),
  }));
}

declare module 'fastify' {
  interface FastifyInstance {
    ledger: {
      /** Applies the entry in `tx`, or in a transaction of its own when none is given. */
      apply: (entry: LedgerEntryInput, tx?: Tx) => Promise<LedgerResult>;
      mismatches: () => Promise<LedgerMismatch[]>;
    };
  }
}

export default fp(
  async function ledger(app: FastifyInstance) {
    app.decorate('ledger', {
      apply: (entry: LedgerEntryInput, tx?: Tx) =>
        tx ? applyLedgerEntry(tx, entry) : app.db.transaction((own) => applyLedgerEntry(own, entry)),
      mismatches: () => findLedgerMismatches(app.db),
    });
  },
  { name: 'ledger', dependencies: ['database'] },
);
