import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { ApiError } from './api-client';
import { errorMessage } from './errors';

describe('errorMessage for API errors', () => {
  it('shows the translation of the server code in Chinese', () => {
    const t = createI18n('zh').t;
    const error = new ApiError(
      402,
      "You don't have enough credits. Please subscribe.",
      'insufficient_credits',
    );
    expect(errorMessage(error, t, 'common:errors.http')).toBe('您的额度不足，请订阅。');
  });

  it('shows the spec text in English', () => {
    const t = createI18n('en').t;
    const error = new ApiError(404, 'Invalid or expired invite code', 'invalid_invite_code');
    expect(errorMessage(error, t, 'common:errors.http')).toBe('Invalid or expired invite code');
  });

  it('falls back to the server detail for an unknown code, then to the HTTP message', () => {
    const t = createI18n('zh').t;
    expect(errorMessage(new ApiError(418, 'Teapot', 'brand_new_code'), t, 'x')).toBe('Teapot');
    expect(errorMessage(new ApiError(500, null, null), createI18n('en').t, 'x')).toBe(
      'HTTP error! status: 500',
    );
  });
});
