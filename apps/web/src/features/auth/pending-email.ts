/**
 * The address a verification code was sent to. Kept in sessionStorage (not the URL, which ends up in logs
 * and history) so /verify-email still knows it after a reload of the same tab.
 */
const KEY = 'pendingVerificationEmail';

export function savePendingEmail(email: string): void {
  try {
    window.sessionStorage.setItem(KEY, email);
  } catch {
    // Without storage the verify page asks for the address instead.
  }
}

export function readPendingEmail(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function clearPendingEmail(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
