import { randomBytes } from 'node:crypto';

/**
 * No 0/O or 1/I: codes are read aloud and typed by hand. 32 symbols divide 256, so taking a random byte
 * modulo 32 is unbiased.
 */
export const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function generateInviteCode(): string {
  const bytes = randomBytes(INVITE_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += INVITE_ALPHABET[byte % INVITE_ALPHABET.length];
  return code;
}

/** Codes are matched case-insensitively and without surrounding spaces; null when it cannot be a code. */
export function normalizeInviteCode(input: string | undefined | null): string | null {
  const code = (input ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{4,32}$/.test(code) ? code : null;
}
