/** How long a target is held in place at most; the reader's first scroll, key or tap ends it sooner. */
const HOLD_MS = 10_000;

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the element with `id` to the top of the view and keeps it there while the page settles. A single
 * scroll lands short when content above the target arrives later (a code-split page, a section filled in
 * from the network, fonts): each change of the page's size aligns the target again. It lets go as soon as
 * the reader scrolls, types or taps, after `holdMs`, or when the returned function is called.
 */
export function holdScrollTarget(id: string, holdMs = HOLD_MS): () => void {
  const align = () => document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  align();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(align);
  observer.observe(document.body);
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, release, true);
  };
  const timer = setTimeout(release, holdMs);
  for (const type of READER_INPUT) window.addEventListener(type, release, { capture: true, passive: true });
  return release;
}
