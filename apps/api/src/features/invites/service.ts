import { INVITE_MESSAGES, INVITE_REWARD_CREDITS, INVITE_REWARD_DAYS } from '@wordwright/contracts';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound, unprocessable } from '../../errors.js';
import type { RegisteredEvent, VerifiedEvent } from '../../plugins/app/account-hooks.js';
import type { LedgerEntryInput, LedgerResult } from '../../plugins/app/ledger.js';
import { extendSubscription } from '../billing/queries.js';
import { normalizeInviteCode } from './code.js';
import {
  findCodeOwner,
  insertRedemption,
  inviteTotals,
  leaderboard,
  lockPendingRedemption,
  lockUser,
  markRewarded,
} from './queries.js';

export type ApplyLedger = (entry: LedgerEntryInput, tx: Tx) => Promise<LedgerResult>;

export const LEADERBOARD_SIZE = 10;

export function inviteUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/register?invite=${encodeURIComponent(code)}`;
}

/**
 * Both sides' rewards. Each ledger entry is keyed by the invitee, so however many times this runs (a
 * retried verification, a racing redemption) each side is credited once, and the membership extension
 * follows only a newly applied entry.
 */
export async function grantInviteRewards(
  tx: Tx,
  applyLedger: ApplyLedger,
  redemption: { inviteeId: number; inviterId: number },
): Promise<void> {
  const { inviteeId, inviterId } = redemption;
  const invitee = await applyLedger(
    {
      userId: inviteeId,
      delta: INVITE_REWARD_CREDITS,
      kind: 'invite_reward',
      idempotencyKey: `invite:${inviteeId}:invitee`,
      reference: `invited-by:${inviterId}`,
      note: 'Invite reward (joined with a code)',
    },
    tx,
  );
  const inviter = await applyLedger(
    {
      userId: inviterId,
      delta: INVITE_REWARD_CREDITS,
      kind: 'invite_reward',
      idempotencyKey: `invite:${inviteeId}:inviter`,
      reference: `invitee:${inviteeId}`,
      note: 'Invite reward (a friend joined)',
    },
    tx,
  );
  if (invitee.applied) await extendSubscription(tx, inviteeId, { days: INVITE_REWARD_DAYS });
  if (inviter.applied) await extendSubscription(tx, inviterId, { days: INVITE_REWARD_DAYS });
  await markRewarded(tx, inviteeId);
}

/**
 * POST /invite/use. The invitee's row is locked first, so a redemption and the e-mail verification
 * cannot both miss each other: whichever commits second sees the other and grants the rewards.
 */
export async function redeemInviteCode(
  tx: Tx,
  applyLedger: ApplyLedger,
  userId: number,
  rawCode: string | undefined,
): Promise<'rewarded' | 'pending'> {
  if (!rawCode || rawCode.trim() === '')
    throw unprocessable(INVITE_MESSAGES.required, 'invite_code_required');
  const code = normalizeInviteCode(rawCode);
  const inviterId = code ? await findCodeOwner(tx, code) : undefined;
  if (!code || inviterId === undefined) throw notFound(INVITE_MESSAGES.invalid, 'invalid_invite_code');
  if (inviterId === userId) throw badRequest(INVITE_MESSAGES.own, 'own_invite_code');
  const invitee = await lockUser(tx, userId);
  if (!invitee) throw notFound(INVITE_MESSAGES.invalid, 'invalid_invite_code');
  if (!(await insertRedemption(tx, { inviteeId: userId, inviterId, code }))) {
    throw conflict(INVITE_MESSAGES.alreadyUsed, 'invite_already_used');
  }
  if (!invitee.emailVerified) return 'pending';
  await grantInviteRewards(tx, applyLedger, { inviteeId: userId, inviterId });
  return 'rewarded';
}

/**
 * Registration carried ?invite=: remember it until the e-mail is verified. An invalid or own code must not
 * fail the registration, so it is dropped silently. An account that is verified from the start (Google)
 * is rewarded at once.
 */
export async function onRegisteredWithInvite(
  tx: Tx,
  applyLedger: ApplyLedger,
  event: RegisteredEvent,
): Promise<void> {
  const code = normalizeInviteCode(event.inviteCode);
  if (!code) return;
  const inviterId = await findCodeOwner(tx, code);
  if (inviterId === undefined || inviterId === event.userId) return;
  const invitee = await lockUser(tx, event.userId);
  if (!invitee) return;
  if (!(await insertRedemption(tx, { inviteeId: event.userId, inviterId, code }))) return;
  if (invitee.emailVerified)
    await grantInviteRewards(tx, applyLedger, { inviteeId: event.userId, inviterId });
}

export async function onInviteeVerified(
  tx: Tx,
  applyLedger: ApplyLedger,
  event: VerifiedEvent,
): Promise<void> {
  const pending = await lockPendingRedemption(tx, event.userId);
  if (pending) await grantInviteRewards(tx, applyLedger, pending);
}

/** 'jo***@example.com': enough to recognise yourself, not enough to harvest addresses. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return `${email.slice(0, 1)}***`;
  const local = email.slice(0, at);
  const shown = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
  return `${shown}***${email.slice(at)}`;
}

const MEDALS = ['gold', 'silver', 'bronze'] as const;

export async function inviteStats(db: Parameters<typeof inviteTotals>[0], userId: number, code: string) {
  const [totals, board] = await Promise.all([
    inviteTotals(db, userId),
    leaderboard(db, userId, LEADERBOARD_SIZE),
  ]);
  return {
    total_invites: totals.invites,
    total_rewards_earned: totals.rewardCredits,
    days_extension_earned: totals.rewardCount * INVITE_REWARD_DAYS,
    invite_code: code,
    leaderboard: board.map((row) => {
      const isYou = row.userId === userId;
      return {
        rank: row.rank,
        inviter_email: isYou ? row.email : maskEmail(row.email),
        invite_count: row.inviteCount,
        is_you: isYou,
        medal: row.rank <= MEDALS.length ? MEDALS[row.rank - 1]! : null,
      };
    }),
  };
}
