import { useEffect } from 'react';

/**
 * Whether the routed page has hydrated. The page sits in its own Suspense boundary, which React hydrates after
 * the shell; until then a change to shared state the page reads outside React (the i18n language) would make the
 * text it hydrates differ from the server's and throw a hydration error. Such changes wait here.
 */
let hydrated = false;
const waiting: (() => void)[] = [];

export function markPageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the routed page has hydrated (at once when it already has). */
export function afterPageHydration(run: () => void): void {
  if (hydrated) run();
  else waiting.push(run);
}

/** Rendered inside the page's Suspense boundary: its effect runs when that boundary's content is live. */
export function PageHydrated(): null {
  useEffect(markPageHydrated, []);
  return null;
}
