import type { UnitContext } from '../types.js';

/** Words that mark a text reporting a study; two different ones make it research prose. */
const RESEARCH_MARKERS =
  /\b(?:results?|findings|study|studies|participants|respondents|dataset|datasets|experiments?|hypothes[ie]s|statistical(?:ly)?|sample|samples|correlation|regression|baseline|benchmarks?|p\s*[<=]|we propose|this paper|our model|accuracy)\b/giu;

/**
 * True when the text reports research: words with a statistical sense keep it, and standard mode writes no
 * contractions in it.
 */
export function isResearchProse(units: readonly UnitContext[]): boolean {
  const found = new Set<string>();
  for (const unit of units) {
    for (const m of unit.draft.input.matchAll(RESEARCH_MARKERS))
      found.add(m[0].toLowerCase().replace(/s$/u, ''));
    if (found.size >= 2) return true;
  }
  return false;
}
