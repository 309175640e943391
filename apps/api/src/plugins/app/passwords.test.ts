import { describe, expect, it } from 'vitest';
import { loadCommonPasswords, passwordProblem } from './passwords.js';

const common = loadCommonPasswords();

describe('the new-password policy', () => {
  it('ships the common-password list', () => {
    expect(common.size).toBe(10_000);
    for (const password of ['123456', 'password', 'qwerty123', 'iloveyou', 'football']) {
      expect(common.has(password), password).toBe(true);
    }
    for (const entry of common) expect(entry.length).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ['12345', 'password_too_short'],
    ['a'.repeat(129), 'password_too_long'],
    ['PASSWORD', 'password_too_common'],
    ['Qwerty123', 'password_too_common'],
    ['jane.doe@example.com', 'password_too_common'],
    ['jane.doe', 'password_too_common'],
  ])('refuses %j (%s)', (password, code) => {
    expect(passwordProblem(password, common, 'jane.doe@example.com')?.code).toBe(code);
  });

  it.each(['correct horse battery', 'tr0ub4dor&3x', '密码很长很安全', 'a'.repeat(128)])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password, common, 'jane.doe@example.com')).toBeNull();
    },
  );

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀', common)?.code).toBe('password_too_short');
    expect(passwordProblem('😀'.repeat(128), common)).toBeNull();
  });
});
