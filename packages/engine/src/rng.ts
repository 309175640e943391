/** FNV-1a, 32-bit: a stable hash so each transform gets its own stream from (seed, transform id). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /**
   * A stream of its own for one keyed choice, so a choice made at one rule's occurrence does not shift when
   * other rules start or stop matching earlier in the text.
   */
  fork(key: string): Rng;
}

/**
 * mulberry32 seeded from (seed, stream id). Each transform draws from its own stream, so adding or reordering
 * transforms never changes another transform's choices.
 */
export function createRng(seed: number, stream: string): Rng {
  let state = hash(`${seed}:${stream}`);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    fork: (key: string) => createRng(seed, `${stream}:${key}`),
  };
}
