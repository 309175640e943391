import { unprocessable } from '../../errors.js';

// Deliberately stricter than RFC 5322: printable ASCII only, no quotes, brackets or angle brackets, a
// dotted domain. Addresses that fail are practically never real, and these never reach HTML unescaped.
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** Addresses are compared and stored trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const tld = labels.at(-1) ?? '';
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    /^[a-z]{2,}$|^xn--[a-z0-9-]+$/i.test(tld)
  );
}

/** Normalises the address, or answers 422 'Invalid email address'. */
export function requireEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw unprocessable('Invalid email address', 'invalid_email');
  return email;
}
