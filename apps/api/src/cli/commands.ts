import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { ledgerEntries, subscriptions, users } from '../db/schema.js';
import { HttpError } from '../errors.js';
import {
  endSubscriptionNow,
  getSubscriptionView,
  type SubscriptionView,
} from '../features/billing/queries.js';
import { applyLedgerEntry, findLedgerMismatches, type LedgerMismatch } from '../plugins/app/ledger.js';

/** The operator made a mistake in the command line: exit code 2 and the usage text. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The command ran but could not do what was asked (unknown user, not enough credits…): exit code 1. */
export class CommandError extends Error {
  override name = 'CommandError';
}

export const USAGE = `Wordwright operator commands

Usage: npm run admin -- <command> [arguments] [--json]

Commands:
  user <email|id> [--limit N]                 balance, latest ledger entries (default 20) and subscription
  grant <email|id> <credits> --reason "…"     add credits (an admin_adjustment ledger entry)
  remove <email|id> <credits> --reason "…"    take credits away; never below zero
  end-subscription <email|id>                 end membership now (does not cancel billing in Stripe)
  verify-ledger                               check that every balance equals its ledger sum

Options:
  --json      machine-readable output
  --help      this text

Exit codes: 0 done, 1 failed (the message says why), 2 wrong usage.`;

export const MAX_ADJUSTMENT = 100_000_000;

export type Command =
  | { name: 'help' }
  | { name: 'user'; user: string; limit: number }
  | { name: 'grant' | 'remove'; user: string; credits: number; reason: string }
  | { name: 'end-subscription'; user: string }
  | { name: 'verify-ledger' };

export interface ParsedCommandLine {
  command: Command;
  json: boolean;
}

function parseCredits(value: string | undefined): number {
  if (value === undefined) throw new UsageError('Missing <credits>.');
  if (!/^\d+$/.test(value))
    throw new UsageError(`<credits> must be a whole positive number, got "${value}".`);
  const credits = Number(value);
  if (credits < 1 || credits > MAX_ADJUSTMENT) {
    throw new UsageError(`<credits> must be between 1 and ${MAX_ADJUSTMENT}, got ${value}.`);
  }
  return credits;
}

function expectArgs(positionals: string[], count: number, usage: string): void {
  if (positionals.length !== count) throw new UsageError(`Usage: ${usage}`);
}

const OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  reason: { type: 'string' },
  limit: { type: 'string' },
} as const;

function parseFlags(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function parseCommandLine(argv: string[]): ParsedCommandLine {
  const parsed = parseFlags(argv);
  const { values, positionals } = parsed;
  const json = values.json ?? false;
  const [name, ...rest] = positionals;
  if (values.help || name === undefined || name === 'help') return { command: { name: 'help' }, json };
  if (values.reason !== undefined && name !== 'grant' && name !== 'remove') {
    throw new UsageError('--reason only applies to grant and remove.');
  }
  if (values.limit !== undefined && name !== 'user') throw new UsageError('--limit only applies to user.');
  switch (name) {
    case 'user': {
      expectArgs(rest, 1, 'user <email|id> [--limit N]');
      const limit = values.limit === undefined ? 20 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
        throw new UsageError('--limit must be a whole number from 1 to 10000.');
      }
      return { command: { name, user: rest[0]!, limit }, json };
    }
    case 'grant':
    case 'remove': {
      expectArgs(rest, 2, `${name} <email|id> <credits> --reason "…"`);
      const credits = parseCredits(rest[1]);
      const reason = values.reason?.trim();
      if (!reason) throw new UsageError(`${name} needs --reason "…" (it is stored on the ledger entry).`);
      if (reason.length > 500) throw new UsageError('--reason must be at most 500 characters.');
      return { command: { name, user: rest[0]!, credits, reason }, json };
    }
    case 'end-subscription':
      expectArgs(rest, 1, 'end-subscription <email|id>');
      return { command: { name, user: rest[0]! }, json };
    case 'verify-ledger':
      expectArgs(rest, 0, 'verify-ledger');
      return { command: { name }, json };
    default:
      throw new UsageError(`Unknown command "${name}".`);
  }
}

export interface UserRecord {
  id: number;
  email: string;
  emailVerified: boolean;
  language: string;
  leftCredit: number;
  totalCredit: number;
  createdAt: Date;
}

/** An all-digits argument is a user id; anything else an e-mail address (any case). */
export async function findUser(database: Database, ref: string): Promise<UserRecord> {
  const trimmed = ref.trim();
  const byId = /^\d{1,15}$/.test(trimmed);
  const [row] = await database.db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      language: users.language,
      leftCredit: users.leftCredit,
      totalCredit: users.totalCredit,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(byId ? eq(users.id, Number(trimmed)) : sql`lower(${users.email}) = lower(${trimmed})`);
  if (!row) throw new CommandError(`No user with ${byId ? 'id' : 'e-mail'} "${trimmed}".`);
  return row;
}

export interface UserReport {
  user: {
    id: number;
    email: string;
    email_verified: boolean;
    language: string;
    created_at: string;
    left_credit: number;
    total_credit: number;
    used_credit: number;
  };
  subscription: SubscriptionView & {
    stripe_customer_id: string | null;
    stripe_subscription_id: string | null;
  };
  ledger: {
    id: number;
    created_at: string;
    kind: string;
    delta: number;
    reference: string | null;
    note: string | null;
    idempotency_key: string;
  }[];
  ledger_entries_total: number;
}

export async function showUser(database: Database, ref: string, limit = 20): Promise<UserReport> {
  const user = await findUser(database, ref);
  const [entries, [count], view, [stripeIds]] = await Promise.all([
    database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id))
      .orderBy(desc(ledgerEntries.id))
      .limit(limit),
    database.db
      .select({ n: sql<string>`count(*)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id)),
    getSubscriptionView(database.db, user.id),
    database.db
      .select({ customer: subscriptions.stripeCustomerId, subscription: subscriptions.stripeSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id)),
  ]);
  return {
    user: {
      id: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      language: user.language,
      created_at: user.createdAt.toISOString(),
      left_credit: user.leftCredit,
      total_credit: user.totalCredit,
      used_credit: user.totalCredit - user.leftCredit,
    },
    subscription: {
      ...view,
      stripe_customer_id: stripeIds?.customer ?? null,
      stripe_subscription_id: stripeIds?.subscription ?? null,
    },
    ledger: entries.map((entry) => ({
      id: entry.id,
      created_at: entry.createdAt.toISOString(),
      kind: entry.kind,
      delta: entry.delta,
      reference: entry.reference,
      note: entry.note,
      idempotency_key: entry.idempotencyKey,
    })),
    ledger_entries_total: Number(count?.n ?? 0),
  };
}

export interface AdjustmentReport {
  user_id: number;
  email: string;
  delta: number;
  reason: string;
  left_credit: number;
  total_credit: number;
}

/**
 * Grants (delta > 0) or removes (delta < 0) credits as one admin_adjustment ledger entry. A removal larger
 * than the balance is refused by the ledger's guarded update, so the balance never goes below zero.
 */
export async function adjustCredits(
  database: Database,
  ref: string,
  delta: number,
  reason: string,
): Promise<AdjustmentReport> {
  const user = await findUser(database, ref);
  try {
    const result = await database.db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: user.id,
        delta,
        kind: 'admin_adjustment',
        idempotencyKey: `admin:${randomUUID()}`,
        reference: 'operator-cli',
        note: reason,
      }),
    );
    return {
      user_id: user.id,
      email: user.email,
      delta,
      reason,
      left_credit: result.leftCredit,
      total_credit: result.totalCredit,
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 402) {
      const current = await findUser(database, String(user.id));
      throw new CommandError(
        `Cannot remove ${-delta} credits from ${user.email}: only ${current.leftCredit} left ` +
          `(${current.totalCredit} total). Nothing was changed.`,
      );
    }
    throw error;
  }
}

export interface EndSubscriptionReport {
  user_id: number;
  email: string;
  ended: boolean;
  stripe_subscription_id: string | null;
}

export async function endSubscription(database: Database, ref: string): Promise<EndSubscriptionReport> {
  const user = await findUser(database, ref);
  const [row] = await database.db
    .select({ subscription: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  if (!row) throw new CommandError(`${user.email} has no subscription.`);
  await endSubscriptionNow(database.db, user.id);
  return { user_id: user.id, email: user.email, ended: true, stripe_subscription_id: row.subscription };
}

export interface LedgerReport {
  ok: boolean;
  users_checked: number;
  mismatches: LedgerMismatch[];
}

export async function verifyLedger(database: Database): Promise<LedgerReport> {
  const [mismatches, [count]] = await Promise.all([
    findLedgerMismatches(database.db),
    database.db.select({ n: sql<string>`count(*)` }).from(users),
  ]);
  return { ok: mismatches.length === 0, users_checked: Number(count?.n ?? 0), mismatches };
}

function formatUser(report: UserReport): string {
  const { user, subscription: sub } = report;
  const lines = [
    `User ${user.id}  ${user.email}${user.email_verified ? '' : '  (e-mail not verified)'}`,
    `  joined ${user.created_at}, language ${user.language}`,
    `  credits: ${user.left_credit} left, ${user.used_credit} used, ${user.total_credit} total`,
    sub.membership
      ? `  membership: active until ${sub.subscription_expire_time} (${sub.days_until_expiry} days)` +
        `${sub.cancel_at_period_end ? ', cancelled at period end' : ''}`
      : `  membership: inactive${sub.subscription_expire_time ? ` (expired ${sub.subscription_expire_time})` : ''}`,
  ];
  if (sub.plan_id)
    lines.push(`  plan: ${sub.plan_id} at $${sub.monthlyFee.toFixed(2)}, since ${sub.subscription_date}`);
  if (sub.stripe_customer_id || sub.stripe_subscription_id) {
    lines.push(
      `  stripe: customer ${sub.stripe_customer_id ?? '-'}, subscription ${sub.stripe_subscription_id ?? '-'}`,
    );
  }
  lines.push(
    `  ledger: ${report.ledger_entries_total} entries${report.ledger.length < report.ledger_entries_total ? `, latest ${report.ledger.length}` : ''}`,
  );
  for (const entry of report.ledger) {
    const delta = entry.delta > 0 ? `+${entry.delta}` : String(entry.delta);
    const about = [entry.note, entry.reference].filter(Boolean).join(' — ');
    lines.push(`    ${entry.created_at}  ${delta.padStart(9)}  ${entry.kind.padEnd(16)} ${about}`);
  }
  return lines.join('\n');
}

function formatLedger(report: LedgerReport): string {
  if (report.ok) return `OK: all ${report.users_checked} balances equal their ledger sums.`;
  const lines = [
    `MISMATCH: ${report.mismatches.length} of ${report.users_checked} users differ from their ledger:`,
  ];
  for (const row of report.mismatches) {
    lines.push(
      `  user ${row.userId} ${row.email}: left_credit ${row.leftCredit} vs ledger ${row.ledgerSum}, ` +
        `total_credit ${row.totalCredit} vs ledger ${row.ledgerTotal}`,
    );
  }
  return lines.join('\n');
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/**
 * Runs one command line and returns the exit code. `open` opens (and migrates) the database only once the
 * arguments are known to be valid, so `--help` and usage errors never touch it.
 */
export async function run(argv: string[], open: () => Promise<Database>, output: Output): Promise<number> {
  let parsed: ParsedCommandLine;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { command, json } = parsed;
  if (command.name === 'help') {
    output.out(USAGE);
    return 0;
  }
  const emit = (data: unknown, text: string) => output.out(json ? JSON.stringify(data, null, 2) : text);
  let database: Database | undefined;
  try {
    database = await open();
    switch (command.name) {
      case 'user': {
        const report = await showUser(database, command.user, command.limit);
        emit(report, formatUser(report));
        return 0;
      }
      case 'grant':
      case 'remove': {
        const delta = command.name === 'grant' ? command.credits : -command.credits;
        const report = await adjustCredits(database, command.user, delta, command.reason);
        emit(
          report,
          `${command.name === 'grant' ? 'Granted' : 'Removed'} ${command.credits} credits ` +
            `${command.name === 'grant' ? 'to' : 'from'} ${report.email} (${command.reason}). ` +
            `Now ${report.left_credit} left, ${report.total_credit} total.`,
        );
        return 0;
      }
      case 'end-subscription': {
        const report = await endSubscription(database, command.user);
        emit(
          report,
          `Membership of ${report.email} ended now.` +
            (report.stripe_subscription_id
              ? ` Billing continues in Stripe until you cancel subscription ${report.stripe_subscription_id} ` +
                'in the Stripe dashboard; a later renewal payment would start the membership again.'
              : ''),
        );
        return 0;
      }
      case 'verify-ledger': {
        const report = await verifyLedger(database);
        emit(report, formatLedger(report));
        return report.ok ? 0 : 1;
      }
      default: {
        const unknown: never = command;
        throw new UsageError(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  } catch (error) {
    const message = error instanceof CommandError ? error.message : `Failed: ${(error as Error).message}`;
    if (json) output.out(JSON.stringify({ error: message }, null, 2));
    output.err(message);
    return 1;
  } finally {
    await database?.close();
  }
}
