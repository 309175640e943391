import { PASSWORD_MIN_LENGTH } from '@wordwright/contracts';

/** Form rules of spec §5. Each returns an i18n key of the auth namespace, or null when the value is fine. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (email.trim() === '') return 'validation.emailRequired';
  return EMAIL.test(email.trim()) ? null : 'validation.invalidEmail';
}

export function passwordError(password: string): string | null {
  if (password === '') return 'validation.passwordRequired';
  return password.length < PASSWORD_MIN_LENGTH ? 'validation.passwordTooShort' : null;
}

export function confirmError(password: string, confirm: string): string | null {
  if (confirm === '') return 'validation.confirmRequired';
  return password === confirm ? null : 'validation.passwordsMustMatch';
}
