import { describe, expect, it } from 'vitest';
import { generateInviteCode, INVITE_ALPHABET, normalizeInviteCode } from './code.js';
import { maskEmail } from './service.js';

describe('maskEmail', () => {
  it.each([
    ['john@example.com', 'jo***@example.com'],
    ['jo@example.com', 'j***@example.com'],
    ['j@example.com', 'j***@example.com'],
    ['first.last+tag@sub.example.org', 'fi***@sub.example.org'],
    ['no-at-sign', 'n***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('invite codes', () => {
  it('are 8 characters from the unambiguous alphabet', () => {
    expect(INVITE_ALPHABET).toHaveLength(32);
    expect(INVITE_ALPHABET).not.toMatch(/[01IO]/);
    for (let i = 0; i < 200; i += 1) expect(generateInviteCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('normalise case and spaces and reject what cannot be a code', () => {
    expect(normalizeInviteCode(' abcd2345 ')).toBe('ABCD2345');
    expect(normalizeInviteCode('')).toBeNull();
    expect(normalizeInviteCode(undefined)).toBeNull();
    expect(normalizeInviteCode('<script>')).toBeNull();
    expect(normalizeInviteCode('AB CD')).toBeNull();
  });
});
