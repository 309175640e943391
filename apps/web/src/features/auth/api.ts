import { api } from '../../lib/api-client';

/** GET /users/me/ (spec §6). */
export interface User {
  id: string | number;
  email: string;
  left_credit: number;
  total_credit: number;
  used_credit?: number;
  membership: boolean;
  subscription_date?: string | null;
  subscription_expire_time?: string | null;
  monthlyFee?: number | null;
  /** False when the membership's days come only from invite rewards: there is no fee and nothing to cancel. */
  paid_plan?: boolean;
  days_until_expiry?: number | null;
}

export class InvalidUserError extends Error {
  constructor() {
    super('Invalid user data received from server');
    this.name = 'InvalidUserError';
  }
}

/** Accepts a user only when the fields every screen relies on are present. */
export function parseUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const user = value as Partial<User>;
  if (typeof user.email !== 'string' || user.email === '') return null;
  if (user.id === undefined || user.id === null) return null;
  if (typeof user.left_credit !== 'number' || typeof user.total_credit !== 'number') return null;
  return { ...user, membership: user.membership === true } as User;
}

export async function fetchMe(token?: string, signal?: AbortSignal): Promise<User> {
  const body = await api<unknown>('/users/me/', {
    ...(token === undefined ? {} : { token }),
    ...(signal ? { signal } : {}),
  });
  const user = parseUser(body);
  if (!user) throw new InvalidUserError();
  return user;
}

export interface TokenResponse {
  access_token: string;
  token_type: string;
}

export const requestToken = (email: string, password: string) =>
  api<TokenResponse>('/token', { form: { username: email, password }, token: null });

const inviteQuery = (invite?: string | null) => (invite ? `?invite=${encodeURIComponent(invite)}` : '');

export const requestGoogleToken = (idToken: string, invite?: string | null) =>
  api<TokenResponse>(`/auth/google${inviteQuery(invite)}`, { json: { id_token: idToken }, token: null });

export const registerAccount = (email: string, password: string, invite: string | null, language: string) =>
  api<{ message: string }>(`/register${inviteQuery(invite)}`, {
    json: { email, password },
    token: null,
    language,
  });

export const verifyEmail = (email: string, code: string, language: string) =>
  api<{ message: string }>('/auth/verify', { json: { email, code }, token: null, language });

export const resendVerification = (email: string, language: string) =>
  api<{ message: string }>('/auth/resend-verification', { json: { email }, token: null, language });

export const requestPasswordReset = (email: string, language: string) =>
  api<{ message: string }>('/reset-password', { json: { email }, token: null, language });

export const confirmPasswordReset = (token: string, password: string, language: string) =>
  api<{ message: string }>('/reset-password/confirm', { json: { token, password }, token: null, language });

export const validateInvite = (code: string) =>
  api<{ valid: boolean; invite_code?: string }>(`/invite/validate/${encodeURIComponent(code)}`, {
    token: null,
  });
