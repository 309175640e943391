import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@wordwright/contracts';

/** A numeric code from the CSPRNG, zero-padded (e.g. "0427"). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/**
 * Codes have only 10,000 values, so a plain hash would be reversed at once from a database dump; a keyed
 * HMAC (server secret) over address and code is not, and binds each code to the address it was sent to.
 */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`verify:${email}:${code}`).digest('hex');
}

/** 256 random bits; only the SHA-256 is stored, so a database dump holds no usable link. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
