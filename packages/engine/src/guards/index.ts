/**
 * Checks run on every rewritten unit against its input. Each returns true when the output is acceptable; a
 * guard compares with the input rather than judging the output alone, so a quirk the writer already had
 * (an existing double space, an unbalanced quote) never blocks other edits.
 */

export type GuardId =
  | 'protected'
  | 'negation'
  | 'doubled-word'
  | 'empty'
  | 'capital'
  | 'punctuation'
  | 'brackets'
  | 'agreement';

/**
 * 'not only' / 'not just' (… 'but also'), contracted or not, adds rather than denies, so it is not counted: an editor may turn
 * 'not only X but also Y' into 'X and Y' without the guard taking it for a dropped negation.
 */
const NEGATOR =
  /(?<![\p{L}])(?:not(?!\s+(?:only|just)\b)|no|never|none|without|nor|cannot|nothing|nobody|neither|nowhere)(?![\p{L}])|n['’]t(?![\p{L}])(?!\s+(?:only|just)\b)/giu;

/**
 * Negators in a text: not, no, never, none, without, nor, cannot, n't (and nothing, nobody, neither,
 * nowhere), except the additive 'not only' / 'not just'.
 */
export function countNegators(text: string): number {
  return text.match(NEGATOR)?.length ?? 0;
}

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

const DOUBLED = /(?<![\p{L}])(\p{L}+)\s+\1(?![\p{L}])/giu;
/** Spacing and punctuation slips: ' ,', ',,', '..' (not an ellipsis), ',.', '( ', ' )', double spaces. */
const BAD_PUNCTUATION =
  /[ \t][,.;:!?](?![\d.])|[,;:]{2}|(?<!\.)\.\.(?!\.)|[,;:][.!?]|\.,|\(\s|\s\)|\S {2,}\S|^\s|\s$/gu;
/**
 * A plural or first-person pronoun with a singular verb ('They was', 'we has', 'I is'): never standard English,
 * so an edit that makes one (a replacement inflected for the wrong subject) is caught before the writer sees it.
 */
const DISAGREEMENT =
  /(?<![\p{L}])(?:(?:they|we)\s+(?:was|is|has|does)|I\s+(?:is|are|has|does))(?![\p{L}'’])/giu;
const LOWER_AFTER_STOP = /[.!?]["”’)]?\s+\p{Ll}/gu;
const PAIRS: readonly (readonly [string, string])[] = [
  ['(', ')'],
  ['[', ']'],
  ['“', '”'],
];

function imbalance(text: string): number {
  let total = 0;
  for (const [open, close] of PAIRS) total += Math.abs(text.split(open).length - text.split(close).length);
  total += (text.split('"').length - 1) % 2;
  return total;
}

function startsLower(text: string): boolean {
  return /^[^\p{L}\p{N}]*\p{Ll}/u.test(text);
}

const firstWord = (text: string): string => /[\p{L}\p{N}]\S*/u.exec(text)?.[0] ?? '';

export interface GuardInput {
  input: string;
  output: string;
  /** The protected input texts inside this unit, each of which must appear unchanged. */
  protectedTexts: readonly string[];
  /** True when the Draft confirms every protected input span is copied byte for byte. */
  protectedIntact: boolean;
}

/** The first guard the output fails, or null when it passes them all. */
export function failedGuard({ input, output, protectedTexts, protectedIntact }: GuardInput): GuardId | null {
  if (output === input) return null;
  if (!protectedIntact || protectedTexts.some((text) => !output.includes(text))) return 'protected';
  if (countNegators(output) !== countNegators(input)) return 'negation';
  if (/[\p{L}\p{N}]/u.test(input) && !/[\p{L}\p{N}]/u.test(output)) return 'empty';
  if (count(output, DOUBLED) > count(input, DOUBLED)) return 'doubled-word';
  if (startsLower(output) && !(startsLower(input) && firstWord(input) === firstWord(output)))
    return 'capital';
  if (count(output, LOWER_AFTER_STOP) > count(input, LOWER_AFTER_STOP)) return 'capital';
  if (count(output, BAD_PUNCTUATION) > count(input, BAD_PUNCTUATION)) return 'punctuation';
  if (/[.!?]["”’)]?$/u.test(input) && !/[.!?]["”’)]?$/u.test(output)) return 'punctuation';
  if (imbalance(output) > imbalance(input)) return 'brackets';
  if (count(output, DISAGREEMENT) > count(input, DISAGREEMENT)) return 'agreement';
  return null;
}
