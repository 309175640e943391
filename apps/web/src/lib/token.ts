import { TOKEN_LIFETIME_SECONDS } from '@wordwright/contracts';

function decodePayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const payload: unknown = JSON.parse(atob(padded));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The client's view of token validity (spec §4): a JWT with exp is valid while now < exp; without exp it
 * lasts 24 h from when it was stored; an unparseable token is invalid. The server stays the authority.
 */
export function isTokenValid(token: string | null, storedAt: string | null, nowMs = Date.now()): boolean {
  if (!token) return false;
  const payload = decodePayload(token);
  if (!payload) return false;
  if (typeof payload.exp === 'number') return nowMs / 1000 < payload.exp;
  const since = Number(storedAt);
  if (!storedAt || !Number.isFinite(since)) return false;
  return nowMs - since < TOKEN_LIFETIME_SECONDS * 1000;
}
