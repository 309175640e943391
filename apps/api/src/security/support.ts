import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client.js';

/** Helpers shared by the attack suites in this folder. */

/** Every table of the current schema (the migrations' bookkeeping excluded). */
export async function tablesOf(database: Pick<Database, 'query'>): Promise<string[]> {
  const rows = await database.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY tablename",
  );
  return rows.map((row) => row.tablename);
}

/**
 * One round trip that captures what a rejected request must not change: the row count of every table,
 * the balances and the ledger's sums. Counters a failed attempt legitimately bumps (wrong-code attempts)
 * are columns, not rows, and are left out on purpose.
 */
export function snapshotter(database: Pick<Database, 'query'>, tables: string[]) {
  const counts = tables.map((table) => `(SELECT count(*) FROM ${table})::text AS "${table}"`);
  const sql = `SELECT ${[
    ...counts,
    '(SELECT COALESCE(sum(left_credit), 0) FROM users)::text AS "users.left_credit"',
    '(SELECT COALESCE(sum(total_credit), 0) FROM users)::text AS "users.total_credit"',
    '(SELECT COALESCE(sum(token_version), 0) FROM users)::text AS "users.token_version"',
    '(SELECT count(*) FROM users WHERE email_verified)::text AS "users.verified"',
    '(SELECT COALESCE(sum(delta), 0) FROM ledger_entries)::text AS "ledger.sum"',
  ].join(', ')}`;
  return async (): Promise<Record<string, string>> => {
    const [row] = await database.query<Record<string, string>>(sql);
    return row!;
  };
}

/** A 4xx/5xx answer must be JSON with a string `detail`. Returns a description of what is wrong, or null. */
export function errorShapeProblem(response: LightMyRequestResponse): string | null {
  if (response.statusCode < 400) return null;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type ${type || '(none)'}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `body is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (!body || typeof body !== 'object' || typeof (body as { detail?: unknown }).detail !== 'string') {
    return `no string detail: ${response.body.slice(0, 200)}`;
  }
  return null;
}

/** Names Object.prototype carries now; compared before and after every hostile request. */
export const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

/** True when no prototype-pollution probe key is visible on a fresh object. */
export function prototypeClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return (
    probe.polluted === undefined &&
    probe.isAdmin === undefined &&
    probe.toString === Object.prototype.toString &&
    (Array.prototype as unknown as Record<string, unknown>).polluted === undefined
  );
}

/** Waits until no job is queued or running and the mailer has delivered, so snapshots are stable. */
export async function settle(app: FastifyInstance): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    const [row] = await app.database.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM jobs WHERE status IN ('queued', 'running')",
    );
    if (row?.n === '0') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await app.mailer.idle();
}

/** Figures each suite reports once, so docs/security.md can cite them. */
export function report(suite: string, figures: Record<string, number | string>): void {
  const line = Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  process.stdout.write(`[security:${suite}] ${line}\n`);
}
