import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inviteCodes, inviteRedemptions, ledgerEntries, subscriptions } from '../../db/schema.js';
import { findLedgerMismatches } from '../../plugins/app/ledger.js';
import {
  balanceOf,
  bearer,
  createUser,
  registerWithInvite,
  type TestUser,
  verifyEmail,
} from '../../test/account-fixtures.js';
import { createTestContext, onPostgres, type TestContext } from '../../test/helper.js';
import { getSubscriptionView } from '../billing/queries.js';
import { INVITE_ALPHABET } from './code.js';

const DAY_MS = 86_400_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://wordwright.example' });
});
afterAll(() => ctx.close());

let inviter: TestUser;
beforeEach(async () => {
  await ctx.database.reset();
  inviter = await createUser(ctx.app, 'inviter@example.com');
});

async function codeOf(user: TestUser): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url: '/invite/my-code', headers: bearer(user) });
  return response.json().data.invite_code;
}

const use = (user: TestUser, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/invite/use?code=${encodeURIComponent(code)}`,
    headers: bearer(user),
  });

async function rewardEntries() {
  return ctx.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'invite_reward'));
}

describe('invite codes', () => {
  it('gives each user one 8-character code, created on first request', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/invite/my-code', headers: bearer(inviter) });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.data.invite_code).toMatch(new RegExp(`^[${INVITE_ALPHABET}]{8}$`));
    expect(body.data.invite_url).toBe(`https://wordwright.example/register?invite=${body.data.invite_code}`);

    const generated = await ctx.app.inject({
      method: 'POST',
      url: '/invite/generate',
      headers: bearer(inviter),
    });
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toMatchObject({
      success: true,
      invite_code: body.data.invite_code,
      invite_url: body.data.invite_url,
    });
    expect(generated.json().message).toBeTruthy();
    expect(await codeOf(inviter)).toBe(body.data.invite_code);
    expect(await ctx.app.db.select().from(inviteCodes)).toHaveLength(1);
  });

  it('never creates a second code under concurrent first requests', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({ method: 'POST', url: '/invite/generate', headers: bearer(inviter) }),
      ),
    );
    const codes = new Set(responses.map((response) => response.json().invite_code));
    expect(codes.size).toBe(1);
    expect(await ctx.app.db.select().from(inviteCodes)).toHaveLength(1);
  });

  it('requires sign-in for my-code, generate, use and stats', async () => {
    for (const [method, url] of [
      ['GET', '/invite/my-code'],
      ['POST', '/invite/generate'],
      ['POST', '/invite/use?code=ABC'],
      ['GET', '/invite/stats'],
      ['GET', '/invite/user-stats'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toHaveProperty('detail');
    }
  });
});

describe('GET /invite/validate/{code}', () => {
  it('accepts an existing code in any case and with spaces, without sign-in', async () => {
    const code = await codeOf(inviter);
    for (const variant of [code, code.toLowerCase(), ` ${code} `]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/invite/validate/${encodeURIComponent(variant)}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true, invite_code: code });
    }
  });

  it('answers valid:false for unknown or malformed codes', async () => {
    for (const variant of ['ZZZZZZZZ', '<script>alert(1)</script>', '%00', 'ab']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/invite/validate/${encodeURIComponent(variant)}`,
      });
      expect(response.statusCode, variant).toBe(200);
      expect(response.json().valid).toBe(false);
    }
  });

  it('rejects an oversized code with a clear 4xx', async () => {
    const long = await ctx.app.inject({ method: 'GET', url: `/invite/validate/${'A'.repeat(80)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toHaveProperty('detail');
    const response = await ctx.app.inject({ method: 'GET', url: `/invite/validate/${'A'.repeat(500)}` });
    // Fastify's router refuses path parameters over 100 characters before the route runs.
    expect(response.statusCode).toBe(414);
  });
});

describe('POST /invite/use', () => {
  it('asks for a code when it is empty after trimming', async () => {
    for (const url of ['/invite/use', '/invite/use?code=', '/invite/use?code=%20%20%09']) {
      const invitee = await createUser(ctx.app, `empty${url.length}@example.com`);
      const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(invitee) });
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toEqual({ detail: 'Please enter invite code', code: 'invite_code_required' });
    }
  });

  it('has its own message for an invalid code', async () => {
    const invitee = await createUser(ctx.app, 'invitee@example.com');
    for (const code of ['NOPE2345', '<b>x</b>', 'a'.repeat(64)]) {
      const response = await use(invitee, code);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: 'Invalid or expired invite code',
        code: 'invalid_invite_code',
      });
    }
    const tooLong = await use(invitee, 'a'.repeat(65));
    expect(tooLong.statusCode).toBe(422);
  });

  it('refuses your own code', async () => {
    const code = await codeOf(inviter);
    const response = await use(inviter, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'You cannot use your own invite code',
      code: 'own_invite_code',
    });
    expect(await rewardEntries()).toHaveLength(0);
  });

  it('rewards both sides at once when the invitee is verified, and only once', async () => {
    const code = await codeOf(inviter);
    const invitee = await createUser(ctx.app, 'invitee@example.com');
    const before = Date.now();
    const response = await use(invitee, code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message:
        'Invite code applied! You and your friend each received 1000 credits and 10 extra days of membership.',
    });
    expect(await balanceOf(ctx.app, inviter.id)).toEqual({ left: 1000, total: 1000 });
    expect(await balanceOf(ctx.app, invitee.id)).toEqual({ left: 1000, total: 1000 });
    for (const user of [inviter, invitee]) {
      const view = await getSubscriptionView(ctx.app.db, user.id);
      expect(view).toMatchObject({
        membership: true,
        days_until_expiry: 10,
        monthlyFee: 9.99,
        plan_id: null,
      });
      expect(new Date(view.subscription_expire_time!).getTime()).toBeGreaterThanOrEqual(
        before + 10 * DAY_MS - 5000,
      );
    }

    const again = await use(invitee, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'You have already used an invite code',
      code: 'invite_already_used',
    });

    const other = await createUser(ctx.app, 'other@example.com');
    const second = await use(invitee, await codeOf(other));
    expect(second.statusCode).toBe(409);
    expect(await balanceOf(ctx.app, invitee.id)).toEqual({ left: 1000, total: 1000 });
    expect(await balanceOf(ctx.app, other.id)).toEqual({ left: 0, total: 0 });
  });

  it('extends an active membership from its expiry, and an expired one from now', async () => {
    const code = await codeOf(inviter);
    const expiry = new Date(Date.now() + 5 * DAY_MS);
    await ctx.app.db.insert(subscriptions).values({
      userId: inviter.id,
      membership: true,
      planId: 'basic_monthly',
      monthlyFee: '9.90',
      subscriptionDate: new Date(Date.now() - 25 * DAY_MS),
      subscriptionExpireTime: expiry,
    });
    const invitee = await createUser(ctx.app, 'invitee@example.com');
    await ctx.app.db.insert(subscriptions).values({
      userId: invitee.id,
      membership: true,
      subscriptionExpireTime: new Date(Date.now() - 3 * DAY_MS),
    });
    expect((await use(invitee, code)).statusCode).toBe(200);

    const [inviterRow] = await ctx.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, inviter.id));
    expect(inviterRow!.subscriptionExpireTime!.getTime()).toBe(expiry.getTime() + 10 * DAY_MS);
    expect(inviterRow).toMatchObject({ planId: 'basic_monthly', monthlyFee: '9.90' });
    const inviteeView = await getSubscriptionView(ctx.app.db, invitee.id);
    expect(inviteeView).toMatchObject({ membership: true, days_until_expiry: 10 });
  });

  it('records the redemption of an unverified invitee and rewards on verification', async () => {
    const code = await codeOf(inviter);
    const invitee = await createUser(ctx.app, 'invitee@example.com', { verified: false });
    const response = await use(invitee, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('once your e-mail is verified');
    expect(await balanceOf(ctx.app, invitee.id)).toEqual({ left: 0, total: 0 });
    expect(await balanceOf(ctx.app, inviter.id)).toEqual({ left: 0, total: 0 });
    expect((await getSubscriptionView(ctx.app.db, inviter.id)).membership).toBe(false);

    await verifyEmail(ctx.app, invitee);
    await verifyEmail(ctx.app, invitee);
    expect(await balanceOf(ctx.app, invitee.id)).toEqual({ left: 1000, total: 1000 });
    expect(await balanceOf(ctx.app, inviter.id)).toEqual({ left: 1000, total: 1000 });
    const [redemption] = await ctx.app.db.select().from(inviteRedemptions);
    expect(redemption!.rewardedAt).toBeInstanceOf(Date);
    expect((await use(invitee, code)).statusCode).toBe(409);
  });

  it('grants both sides exactly once under concurrent redemption attempts', async () => {
    const code = await codeOf(inviter);
    const invitee = await createUser(ctx.app, 'invitee@example.com');
    const responses = await Promise.all(Array.from({ length: 6 }, () => use(invitee, code)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balanceOf(ctx.app, inviter.id)).toEqual({ left: 1000, total: 1000 });
    expect(await balanceOf(ctx.app, invitee.id)).toEqual({ left: 1000, total: 1000 });
    expect(await rewardEntries()).toHaveLength(2);
    expect((await getSubscriptionView(ctx.app.db, inviter.id)).days_until_expiry).toBe(10);
    if (onPostgres) expect(ctx.database.kind).toBe('postgres');
  });

  it('a redemption racing the verification is rewarded once, whichever commits first', async () => {
    const code = await codeOf(inviter);
    const invitee = await createUser(ctx.app, 'invitee@example.com', { verified: false });
    const [response] = await Promise.all([
      use(invitee, code),
      verifyEmail(ctx.app, invitee),
      verifyEmail(ctx.app, invitee),
    ]);
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(ctx.app, inviter.id)).toEqual({ left: 1000, total: 1000 });
    expect(await balanceOf(ctx.app, invitee.id)).toEqual({ left: 1000, total: 1000 });
    expect((await getSubscriptionView(ctx.app.db, invitee.id)).days_until_expiry).toBe(10);
  });

  it('two users redeeming each other’s codes at once both succeed', async () => {
    const other = await createUser(ctx.app, 'other@example.com');
    const [mine, theirs] = [await codeOf(inviter), await codeOf(other)];
    const responses = await Promise.all([use(inviter, theirs), use(other, mine)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await balanceOf(ctx.app, inviter.id)).toEqual({ left: 2000, total: 2000 });
    expect(await balanceOf(ctx.app, other.id)).toEqual({ left: 2000, total: 2000 });
    expect(await findLedgerMismatches(ctx.app.db)).toEqual([]);
  });
});

describe('registration with ?invite=', () => {
  it('records the code at sign-up and rewards on verification', async () => {
    const code = await codeOf(inviter);
    const invitee = await registerWithInvite(ctx.app, 'new@example.com', ` ${code.toLowerCase()} `);
    expect(await balanceOf(ctx.app, invitee.id)).toEqual({ left: 0, total: 0 });
    const [pending] = await ctx.app.db.select().from(inviteRedemptions);
    expect(pending).toMatchObject({ inviteeId: invitee.id, inviterId: inviter.id, code, rewardedAt: null });

    await verifyEmail(ctx.app, invitee);
    expect(await balanceOf(ctx.app, invitee.id)).toEqual({ left: 1000, total: 1000 });
    expect(await balanceOf(ctx.app, inviter.id)).toEqual({ left: 1000, total: 1000 });
    expect((await use(invitee, await codeOf(await createUser(ctx.app, 'x@example.com')))).statusCode).toBe(
      409,
    );
  });

  it('ignores an invalid code silently', async () => {
    const invitee = await registerWithInvite(ctx.app, 'new@example.com', 'BOGUS234');
    await registerWithInvite(ctx.app, 'new2@example.com', '<script>');
    await verifyEmail(ctx.app, invitee);
    expect(await ctx.app.db.select().from(inviteRedemptions)).toHaveLength(0);
    expect(await rewardEntries()).toHaveLength(0);
    // The invitee can still use a real code later.
    expect((await use(invitee, await codeOf(inviter))).statusCode).toBe(200);
  });

  it('rewards an account verified from the start (Google) at registration', async () => {
    const code = await codeOf(inviter);
    const invitee = await registerWithInvite(ctx.app, 'google@example.com', code, { verified: true });
    expect(await balanceOf(ctx.app, invitee.id)).toEqual({ left: 1000, total: 1000 });
    expect(await balanceOf(ctx.app, inviter.id)).toEqual({ left: 1000, total: 1000 });
    await verifyEmail(ctx.app, invitee);
    expect(await rewardEntries()).toHaveLength(2);
  });
});

describe('GET /invite/stats', () => {
  /** Inviters with the given numbers of verified invitees, made directly in the tables. */
  async function seedInviters(counts: number[]): Promise<TestUser[]> {
    const inviters: TestUser[] = [];
    for (const [index, count] of counts.entries()) {
      const user = await createUser(ctx.app, `leader${index}@example.com`);
      const code = await codeOf(user);
      for (let n = 0; n < count; n += 1) {
        const invitee = await createUser(ctx.app, `l${index}-i${n}@example.com`);
        await ctx.app.db.insert(inviteRedemptions).values({
          inviteeId: invitee.id,
          inviterId: user.id,
          code,
          rewardedAt: new Date(Date.UTC(2026, 0, 1, index, n)),
        });
      }
      inviters.push(user);
    }
    return inviters;
  }

  it('counts verified invitees and the rewards earned on both sides', async () => {
    const code = await codeOf(inviter);
    const first = await createUser(ctx.app, 'first@example.com');
    const second = await createUser(ctx.app, 'second@example.com');
    const pending = await createUser(ctx.app, 'pending@example.com', { verified: false });
    await use(first, code);
    await use(second, code);
    await use(pending, code);

    for (const url of ['/invite/stats', '/invite/user-stats']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(inviter) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: {
          total_invites: 2,
          total_rewards_earned: 2000,
          days_extension_earned: 20,
          invite_code: code,
          leaderboard: [
            { rank: 1, inviter_email: 'inviter@example.com', invite_count: 2, is_you: true, medal: 'gold' },
          ],
        },
      });
    }

    const invitee = await ctx.app.inject({ method: 'GET', url: '/invite/stats', headers: bearer(first) });
    expect(invitee.json().data).toMatchObject({
      total_invites: 0,
      total_rewards_earned: 1000,
      days_extension_earned: 10,
      leaderboard: [
        { rank: 1, inviter_email: 'in***@example.com', invite_count: 2, is_you: false, medal: 'gold' },
      ],
    });
  });

  it('ranks the top ten with medals, masks others and adds you when you rank lower', async () => {
    // leader0 has 12 invitees … leader11 has 1; ties (none here) go to whoever got there first.
    const leaders = await seedInviters([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const me = leaders[11]!;
    const response = await ctx.app.inject({ method: 'GET', url: '/invite/stats', headers: bearer(me) });
    const board = response.json().data.leaderboard;
    expect(board).toHaveLength(11);
    expect(board.slice(0, 4)).toEqual([
      { rank: 1, inviter_email: 'le***@example.com', invite_count: 12, is_you: false, medal: 'gold' },
      { rank: 2, inviter_email: 'le***@example.com', invite_count: 11, is_you: false, medal: 'silver' },
      { rank: 3, inviter_email: 'le***@example.com', invite_count: 10, is_you: false, medal: 'bronze' },
      { rank: 4, inviter_email: 'le***@example.com', invite_count: 9, is_you: false, medal: null },
    ]);
    expect(board.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    expect(board[10]).toEqual({
      rank: 12,
      inviter_email: 'leader11@example.com',
      invite_count: 1,
      is_you: true,
      medal: null,
    });
    expect(
      board.slice(0, 10).every((row: { inviter_email: string }) => row.inviter_email.includes('***')),
    ).toBe(true);

    const top = await ctx.app.inject({ method: 'GET', url: '/invite/stats', headers: bearer(leaders[1]!) });
    const topBoard = top.json().data.leaderboard;
    expect(topBoard).toHaveLength(10);
    expect(topBoard[1]).toMatchObject({
      rank: 2,
      inviter_email: 'leader1@example.com',
      is_you: true,
      medal: 'silver',
    });
  });

  it('breaks ties by who reached the count first', async () => {
    const [early, late] = await seedInviters([2, 2]);
    const response = await ctx.app.inject({ method: 'GET', url: '/invite/stats', headers: bearer(late!) });
    const board = response.json().data.leaderboard;
    expect(board.map((row: { rank: number; is_you: boolean }) => [row.rank, row.is_you])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(early).toBeDefined();
  });
});
