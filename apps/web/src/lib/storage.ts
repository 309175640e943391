import { STORAGE_KEYS } from '@wordwright/contracts';

/** localStorage access that tolerates server rendering and browsers that block storage. */
export function readStorage(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the session then simply lasts for this page only.
  }
}

export function removeStorage(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

export function clearSession(): void {
  removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.userInfo, STORAGE_KEYS.tokenTimestamp);
}
