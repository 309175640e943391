import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { ledgerEntries, subscriptions, users } from '../db/schema.js';
import { applyLedgerEntry } from '../plugins/app/ledger.js';
import { openTestDatabase, type TestDatabase } from '../test/helper.js';
import { parseCommandLine, run, USAGE, UsageError } from './commands.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let userId: number;
beforeEach(async () => {
  await database.reset();
  const [row] = await database.db
    .insert(users)
    .values({ email: 'Writer@Example.com', emailVerified: true })
    .returning({ id: users.id });
  userId = row!.id;
  await database.db.transaction((tx) =>
    applyLedgerEntry(tx, { userId, delta: 5000, kind: 'trial_grant', idempotencyKey: `trial:${userId}` }),
  );
});

/** Runs a command line against the test database, collecting what it prints. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let opened = false;
  // run() closes what it opens; the shared test database must outlive it.
  const open = async (): Promise<Database> => {
    opened = true;
    return { ...database, close: async () => {} };
  };
  const code = await run(argv, open, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n'), opened };
}

async function balance() {
  const [row] = await database.db
    .select({ left: users.leftCredit, total: users.totalCredit })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

describe('argument parsing', () => {
  it('reads each command and its options', () => {
    expect(parseCommandLine(['user', 'a@b.co'])).toEqual({
      command: { name: 'user', user: 'a@b.co', limit: 20 },
      json: false,
    });
    expect(parseCommandLine(['user', '7', '--limit', '5', '--json'])).toEqual({
      command: { name: 'user', user: '7', limit: 5 },
      json: true,
    });
    expect(parseCommandLine(['grant', 'a@b.co', '500', '--reason', ' goodwill '])).toEqual({
      command: { name: 'grant', user: 'a@b.co', credits: 500, reason: 'goodwill' },
      json: false,
    });
    expect(parseCommandLine(['remove', '3', '10', '--reason=refund abuse']).command).toMatchObject({
      name: 'remove',
      credits: 10,
    });
    expect(parseCommandLine(['end-subscription', '3']).command).toEqual({
      name: 'end-subscription',
      user: '3',
    });
    expect(parseCommandLine(['verify-ledger']).command).toEqual({ name: 'verify-ledger' });
    expect(parseCommandLine([]).command).toEqual({ name: 'help' });
    expect(parseCommandLine(['grant', '--help']).command).toEqual({ name: 'help' });
  });

  it.each([
    [['frobnicate']],
    [['user']],
    [['user', 'a', 'b']],
    [['grant', 'a@b.co', '500']],
    [['grant', 'a@b.co', '500', '--reason', '   ']],
    [['grant', 'a@b.co', 'many', '--reason', 'x']],
    [['grant', 'a@b.co', '0', '--reason', 'x']],
    [['grant', 'a@b.co', '-5', '--reason', 'x']],
    [['grant', 'a@b.co', '1.5', '--reason', 'x']],
    [['grant', 'a@b.co', '100000001', '--reason', 'x']],
    [['grant', 'a@b.co', '5', '--reason', 'x'.repeat(501)]],
    [['user', 'a@b.co', '--reason', 'x']],
    [['user', 'a@b.co', '--limit', 'ten']],
    [['verify-ledger', 'extra']],
    [['verify-ledger', '--force']],
  ])('refuses %j as a usage error', (argv) => {
    expect(() => parseCommandLine(argv)).toThrow(UsageError);
  });

  it('exits 2 on a usage error without opening the database, and 0 on --help', async () => {
    const bad = await cli('grant', 'writer@example.com', 'lots', '--reason', 'x');
    expect(bad.code).toBe(2);
    expect(bad.opened).toBe(false);
    expect(bad.err).toContain('<credits> must be a whole positive number');
    expect(bad.err).toContain('Usage: npm run admin');

    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.out).toBe(USAGE);
    expect(help.opened).toBe(false);
  });
});

describe('user', () => {
  it('shows balance, ledger and subscription by e-mail (any case) or id', async () => {
    await database.db.insert(subscriptions).values({
      userId,
      planId: 'premium_monthly',
      membership: true,
      monthlyFee: '19.90',
      subscriptionDate: new Date(),
      subscriptionExpireTime: new Date(Date.now() + 3 * 86_400_000),
      stripeCustomerId: 'cus_9',
    });
    const byEmail = await cli('user', 'writer@EXAMPLE.com');
    expect(byEmail.code).toBe(0);
    expect(byEmail.out).toContain(`User ${userId}  Writer@Example.com`);
    expect(byEmail.out).toContain('credits: 5000 left, 0 used, 5000 total');
    expect(byEmail.out).toContain('membership: active until');
    expect(byEmail.out).toContain('plan: premium_monthly at $19.90');
    expect(byEmail.out).toContain('trial_grant');

    const byId = await cli('user', String(userId), '--json');
    expect(byId.code).toBe(0);
    const report = JSON.parse(byId.out);
    expect(report.user).toMatchObject({ id: userId, left_credit: 5000, total_credit: 5000, used_credit: 0 });
    expect(report.subscription).toMatchObject({
      membership: true,
      plan_id: 'premium_monthly',
      days_until_expiry: 3,
    });
    expect(report.subscription.stripe_customer_id).toBe('cus_9');
    expect(report.ledger).toHaveLength(1);
    expect(report.ledger[0]).toMatchObject({ kind: 'trial_grant', delta: 5000 });
  });

  it('fails with exit code 1 for an unknown user', async () => {
    const result = await cli('user', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.err).toBe('No user with e-mail "nobody@example.com".');
    const json = await cli('user', '424242', '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toEqual({ error: 'No user with id "424242".' });
  });
});

describe('grant and remove', () => {
  it('grants credits as an admin_adjustment ledger entry carrying the reason', async () => {
    const result = await cli('grant', 'writer@example.com', '750', '--reason', 'Support ticket #12');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Granted 750 credits to Writer@Example.com (Support ticket #12)');
    expect(await balance()).toEqual({ left: 5750, total: 5750 });
    const [entry] = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'admin_adjustment'));
    expect(entry).toMatchObject({
      userId,
      delta: 750,
      note: 'Support ticket #12',
      reference: 'operator-cli',
    });
  });

  it('removes credits, and refuses to go below zero without changing anything', async () => {
    const removed = await cli('remove', String(userId), '1000', '--reason', 'duplicate grant', '--json');
    expect(removed.code).toBe(0);
    expect(JSON.parse(removed.out)).toMatchObject({ delta: -1000, left_credit: 4000, total_credit: 4000 });

    const tooMuch = await cli('remove', String(userId), '4001', '--reason', 'oops');
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.err).toBe(
      'Cannot remove 4001 credits from Writer@Example.com: only 4000 left (4000 total). Nothing was changed.',
    );
    expect(await balance()).toEqual({ left: 4000, total: 4000 });
    expect(await database.db.select().from(ledgerEntries)).toHaveLength(2);

    expect((await cli('remove', String(userId), '4000', '--reason', 'account closed')).code).toBe(0);
    expect(await balance()).toEqual({ left: 0, total: 0 });
  });
});

describe('end-subscription', () => {
  it('ends the membership now', async () => {
    await database.db.insert(subscriptions).values({
      userId,
      planId: 'basic_monthly',
      membership: true,
      subscriptionExpireTime: new Date(Date.now() + 20 * 86_400_000),
      stripeSubscriptionId: 'sub_42',
    });
    const result = await cli('end-subscription', 'writer@example.com');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Membership of Writer@Example.com ended now.');
    expect(result.out).toContain('sub_42');
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row!.membership).toBe(false);
    expect(row!.subscriptionExpireTime!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const shown = JSON.parse((await cli('user', String(userId), '--json')).out);
    expect(shown.subscription.membership).toBe(false);
  });

  it('fails when there is no subscription', async () => {
    const result = await cli('end-subscription', String(userId));
    expect(result.code).toBe(1);
    expect(result.err).toBe('Writer@Example.com has no subscription.');
  });
});

describe('verify-ledger', () => {
  it('passes when every balance equals its ledger sum', async () => {
    const result = await cli('verify-ledger');
    expect(result.code).toBe(0);
    expect(result.out).toBe('OK: all 1 balances equal their ledger sums.');
  });

  it('exits 1 and lists the offenders otherwise', async () => {
    await database.db.execute(sql`UPDATE users SET left_credit = 4999 WHERE id = ${userId}`);
    const result = await cli('verify-ledger');
    expect(result.code).toBe(1);
    expect(result.out).toContain('MISMATCH: 1 of 1 users');
    expect(result.out).toContain(`user ${userId} Writer@Example.com: left_credit 4999 vs ledger 5000`);
    const json = JSON.parse((await cli('verify-ledger', '--json')).out);
    expect(json).toMatchObject({
      ok: false,
      users_checked: 1,
      mismatches: [{ userId, leftCredit: 4999, ledgerSum: 5000 }],
    });
  });
});
