import { api } from '../../lib/api-client';

export interface LeaderboardEntry {
  rank: number;
  inviter_email: string;
  invite_count: number;
  /** The caller's own row (shown even when it ranks below the top 10). */
  is_you?: boolean;
}

export interface InviteStats {
  total_invites: number;
  total_rewards_earned: number;
  days_extension_earned: number;
  leaderboard: LeaderboardEntry[];
}

export interface InviteCode {
  invite_code: string;
  invite_url: string;
}

/** GET /invite/my-code; a user without a code yet gets one from POST /invite/generate. */
export async function fetchOrCreateCode(): Promise<InviteCode> {
  const mine = await api<{ success?: boolean; data?: Partial<InviteCode> | null }>('/invite/my-code').catch(
    () => null,
  );
  if (mine?.data?.invite_code) {
    return { invite_code: mine.data.invite_code, invite_url: mine.data.invite_url ?? '' };
  }
  const created = await api<{
    success?: boolean;
    invite_code?: string;
    invite_url?: string;
    message?: string;
  }>('/invite/generate', { method: 'POST' });
  if (!created.invite_code) throw new Error(created.message ?? 'no invite code');
  return { invite_code: created.invite_code, invite_url: created.invite_url ?? '' };
}

export async function fetchInviteStats(): Promise<InviteStats> {
  const body = await api<{ success?: boolean; data?: Partial<InviteStats> }>('/invite/stats');
  const data = body.data ?? {};
  return {
    total_invites: data.total_invites ?? 0,
    total_rewards_earned: data.total_rewards_earned ?? 0,
    days_extension_earned: data.days_extension_earned ?? 0,
    leaderboard: data.leaderboard ?? [],
  };
}

export const redeemInviteCode = (code: string) =>
  api<{ success: boolean; message: string }>(`/invite/use?code=${encodeURIComponent(code)}`, {
    method: 'POST',
  });
