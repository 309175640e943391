import { useEffect, useState } from 'react';

/**
 * False during the server render and the client's hydration of this component, true once it has committed.
 * A value known only in the browser (the session) must not change an attribute while React hydrates: in
 * production React keeps the server's attribute on a mismatch, so the page would show the server's value for
 * good. Read it through this flag, and the change arrives as an ordinary update after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
