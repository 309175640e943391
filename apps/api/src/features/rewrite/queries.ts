import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from '../jobs/queries.js';
import { userInfo } from '../users/index.js';
import { findProfile } from '../users/queries.js';

/** The same user info as GET /users/me/, returned with every rewrite so the client can update credits. */
export async function loadUserInfo(db: Db, userId: number) {
  const row = await findProfile(db, userId);
  if (!row) throw new Error(`user ${userId} vanished`);
  return userInfo(row);
}

/**
 * Words rewritten today (UTC): words debited for rewrites minus words refunded for failed or cancelled
 * jobs, both from the ledger.
 */
export async function wordsRewrittenToday(db: Db): Promise<{ words: number; date: string }> {
  const [row] = await rows<{ net: string | number | null; day: string | Date }>(
    db,
    sql`SELECT COALESCE(SUM(delta), 0) AS net, (now() AT TIME ZONE 'UTC')::date AS day
          FROM ledger_entries
         WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
           AND (kind = 'rewrite_debit' OR (kind = 'refund' AND idempotency_key LIKE 'job:%'))`,
  );
  const day = row?.day instanceof Date ? row.day.toISOString().slice(0, 10) : String(row?.day).slice(0, 10);
  return { words: Math.max(0, -Number(row?.net ?? 0)), date: day };
}
