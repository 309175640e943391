import { useEffect, useState } from 'react';

/**
 * How many of the `total` pieces of `source` to draw: `first` at once, then `step` more each time the browser
 * is idle, until all are drawn. A huge result is thus never drawn in one long task that freezes the page;
 * a new `source` starts over.
 */
export function useProgressiveCount(source: unknown, total: number, first: number, step: number): number {
  const [state, setState] = useState({ source, count: Math.min(total, first) });
  let { count } = state;
  if (state.source !== source) {
    count = Math.min(total, first);
    setState({ source, count });
  }
  useEffect(() => {
    if (count >= total) return;
    const grow = () =>
      setState((current) =>
        current.source === source ? { source, count: Math.min(total, current.count + step) } : current,
      );
    // The timeout keeps the text coming on a page that is never idle; jsdom has no requestIdleCallback.
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(grow, { timeout: 300 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(grow, 0);
    return () => clearTimeout(timer);
  }, [source, count, total, step]);
  return count;
}
