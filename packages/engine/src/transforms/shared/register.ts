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

/** A quotation in straight or curly double quotes. */
const QUOTED = /"[^"]*"|“[^”]*”/gu;

/** A letter's salutation or formal sign-off ('Dear Ms. Hartley,', 'Yours sincerely', 'Kind regards'). */
const LETTER_FORM =
  /^\s*(?:dear\b|yours (?:sincerely|faithfully|truly)\b|sincerely\b|(?:kind|best|warm) regards\b|respectfully\b)/iu;

/** True when the writer's text contracts: plain connectors ('Still,', 'Also,', 'So') fit it. */
export const contracts = (units: readonly UnitContext[]): boolean =>
  units.some((unit) => CONTRACTED.test(unit.draft.input));

/**
 * True when the writer's text already contracts or is one person talking: plain contractions fit it. Otherwise
 * standard mode keeps the text's full forms. A letter that opens 'Dear …' or signs off 'Yours sincerely' and
 * never contracts is formal even in the first person ('I am writing to express my strong interest …'), and
 * takes the formal connectors too (see `contracts`).
 */
export const conversational = (units: readonly UnitContext[]): boolean =>
  contracts(units) ||
  // An 'I' inside a quotation is the speaker's, not the writer's ('"I just pulled weeds," she said').
  (units.some((unit) => FIRST_PERSON.test(unit.draft.input.replace(QUOTED, ''))) &&
    !units.some((unit) => LETTER_FORM.test(unit.draft.input)));
