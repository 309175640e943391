import {
  ENGLISH_VARIANTS,
  type EnglishVariant,
  REWRITE_MODES,
  REWRITE_STRENGTHS,
  type RewriteMode,
  type RewriteStrength,
} from '@wordwright/contracts';

export interface RewriteOptions {
  mode: RewriteMode;
  strength: RewriteStrength;
  /** Words or phrases never touched (case-insensitive, whole phrase). */
  keep: readonly string[];
  variant: EnglishVariant;
  /** Same text + options + seed always give the same output; another seed gives another variation. */
  seed: number;
}

export const DEFAULT_OPTIONS: Readonly<RewriteOptions> = Object.freeze({
  mode: 'standard',
  strength: 'medium',
  keep: Object.freeze([]) as readonly string[],
  variant: 'us',
  seed: 0,
});

/** Thrown for options the engine cannot honour; the message names the bad value. */
export class OptionsError extends TypeError {
  override name = 'OptionsError';
}

const STRENGTH_RANK: Record<RewriteStrength, number> = { light: 0, medium: 1, strong: 2 };

/** True when `strength` is at least `min` (light < medium < strong). */
export function atLeast(strength: RewriteStrength, min: RewriteStrength): boolean {
  return STRENGTH_RANK[strength] >= STRENGTH_RANK[min];
}

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new OptionsError(`Invalid ${name} ${JSON.stringify(value)}: expected one of ${allowed.join(', ')}`);
}

/** Fills defaults and checks every field; unknown keys are rejected so typos surface early. */
export function resolveOptions(options: Partial<RewriteOptions> | undefined = {}): RewriteOptions {
  if (options === null || typeof options !== 'object') {
    throw new OptionsError(`Invalid options ${JSON.stringify(options)}: expected an object`);
  }
  for (const key of Object.keys(options)) {
    if (!(key in DEFAULT_OPTIONS)) throw new OptionsError(`Unknown option ${JSON.stringify(key)}`);
  }
  const mode = oneOf('mode', options.mode ?? DEFAULT_OPTIONS.mode, REWRITE_MODES);
  const strength = oneOf('strength', options.strength ?? DEFAULT_OPTIONS.strength, REWRITE_STRENGTHS);
  const variant = oneOf('variant', options.variant ?? DEFAULT_OPTIONS.variant, ENGLISH_VARIANTS);
  const seed = options.seed ?? DEFAULT_OPTIONS.seed;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw new OptionsError(`Invalid seed ${JSON.stringify(seed)}: expected a safe integer`);
  }
  const keep = options.keep ?? DEFAULT_OPTIONS.keep;
  if (!Array.isArray(keep) || keep.some((entry) => typeof entry !== 'string')) {
    throw new OptionsError(`Invalid keep ${JSON.stringify(keep)}: expected an array of strings`);
  }
  return { mode, strength, variant, seed, keep: keep.map((entry: string) => entry.trim()).filter(Boolean) };
}
