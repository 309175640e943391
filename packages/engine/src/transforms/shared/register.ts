import type { UnitContext } from '../types.js';

/**
 * A contraction of the writer's own ('it's', "don't"; not the possessive 'the firm's'). A text that speaks to
 * its reader as 'you' or 'we' without contracting ('We are committed to protecting your data', 'If you are
 * unsure') is a policy, a formal letter or a leaflet: a lone "we're" among its 'do not's is a slip of register
 * (reading 34).
 */
const CONTRACTED =
  /\b(?:i|you|we|they|he|she|it|that|there|what|here|who|where|let)['’](?:s|re|ll|ve|d|m)\b|n['’]t\b/iu;
/** 'I', the writer of a review or a post: case-sensitive, so the Roman numeral in 'World War I' does not count. */
const FIRST_PERSON = /\bI\b(?!\.)/u;

/** True when the writer's text contracts: plain connectors ('Still,', 'Also,', 'So') fit it. */
export const contracts = (units: readonly UnitContext[]): boolean =>
  units.some((unit) => CONTRACTED.test(unit.draft.input));

/**
 * True when the writer's text already contracts or is one person talking: plain contractions fit it. Otherwise
 * standard mode keeps the text's full forms. (A formal letter in the first person — 'As such, I am unable to
 * accept the manuscript' — still takes the formal connectors: see `contracts`.)
 */
export const conversational = (units: readonly UnitContext[]): boolean =>
  contracts(units) || units.some((unit) => FIRST_PERSON.test(unit.draft.input));
