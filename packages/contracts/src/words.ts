/**
 * The one word counter used for billing, limits and the client's live estimate.
 * The spec defines a word as a run of non-whitespace characters, so "it's", "e-mail" and "Dr." count once each.
 */
export function countWords(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return trimmed.split(/\s+/u).length;
}

const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * True when fewer than half of the letters are Latin script (Chinese, Cyrillic, Arabic…): text the built-in
 * English engine does not take. Shared so the workspace can say so before the server refuses it. One pass that
 * settles ASCII by its code, so a 3000-word English text costs microseconds, not two arrays of every letter.
 */
export function mostlyNonLatin(text: string): boolean {
  let letters = 0;
  let latin = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      const lower = code | 0x20;
      if (lower >= 0x61 && lower <= 0x7a) {
        letters += 1;
        latin += 1;
      }
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i)!);
    i += char.length - 1;
    if (LETTER.test(char)) letters += 1;
    if (LATIN.test(char)) latin += 1;
  }
  return letters > 0 && latin / letters < 0.5;
}

/**
 * Splits a keep list typed as one string into entries. Chinese keyboards type the full-width comma '，' and the
 * enumeration comma '、', so those separate entries as ',' does, and so do semicolons and new lines; empty entries
 * are dropped. Shared by the workspace's keep box and the engine's `--keep` flag.
 */
export function parseKeepWords(value: string): string[] {
  return value
    .split(/[,，、;；\r\n]/u)
    .map((part) => part.trim())
    .filter(Boolean);
}
