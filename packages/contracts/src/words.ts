/**
 * The one word counter used for billing, limits and the client's live estimate.
 * The spec defines a word as a run of non-whitespace characters, so "it's", "e-mail" and "Dr." count once each.
 */
export function countWords(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return trimmed.split(/\s+/u).length;
}
