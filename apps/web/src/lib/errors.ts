import type { TFunction } from 'i18next';
import { InvalidUserError } from '../features/auth/api';
import { ApiError, NetworkError } from './api-client';

/** An error whose user-facing text is an i18n key, so it is shown in the reader's language. */
export class MessageKeyError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'MessageKeyError';
  }
}

/**
 * The server's message for an API error in the reader's language: the translation of its stable code when
 * there is one, else its English detail, else the spec's HTTP fallback.
 */
export function apiErrorText(error: ApiError, t: TFunction): string {
  const key = `common:apiErrors.${error.code}`;
  if (error.code && t(key, { defaultValue: '' }) !== '') return t(key);
  return error.detail ?? t('common:errors.http', { status: error.status });
}

/** The text to show for any failure: the server's message, the spec's HTTP fallback, or the given fallback key. */
export function errorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (error instanceof ApiError) return apiErrorText(error, t);
  if (error instanceof NetworkError) return t('common:errors.network');
  if (error instanceof InvalidUserError) return t('auth:errors.invalidUser');
  if (error instanceof MessageKeyError) return t(error.key);
  return t(fallbackKey);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
