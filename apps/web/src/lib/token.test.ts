import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/render';
import { isTokenValid } from './token';

const now = Date.UTC(2026, 0, 1, 12);

describe('isTokenValid', () => {
  it('accepts a JWT until its exp', () => {
    expect(isTokenValid(fakeJwt({ exp: now / 1000 + 60 }), null, now)).toBe(true);
    expect(isTokenValid(fakeJwt({ exp: now / 1000 - 1 }), null, now)).toBe(false);
  });

  it('gives a token without exp 24 hours from tokenTimestamp', () => {
    const token = fakeJwt({ sub: '1' });
    expect(isTokenValid(token, String(now - 23 * 3600_000), now)).toBe(true);
    expect(isTokenValid(token, String(now - 25 * 3600_000), now)).toBe(false);
    expect(isTokenValid(token, null, now)).toBe(false);
  });

  it('rejects unparseable tokens', () => {
    expect(isTokenValid('not-a-jwt', String(now), now)).toBe(false);
    expect(isTokenValid('a.%%%.c', String(now), now)).toBe(false);
    expect(isTokenValid(null, String(now), now)).toBe(false);
  });
});
