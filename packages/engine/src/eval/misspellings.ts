/**
 * A check for the eval: words the rewrite brought into a text that neither the US nor the British Hunspell
 * dictionary knows ('people' rights' from a plural possessive, a bad inflection such as 'runned'). Words the input
 * already had are the writer's own (names, terms) and are not counted.
 */
import en from 'dictionary-en';
import enGb from 'dictionary-en-gb';
import nspell from 'nspell';

const dictionaries = [
  nspell(Buffer.from(en.aff), Buffer.from(en.dic)),
  nspell(Buffer.from(enGb.aff), Buffer.from(enGb.dic)),
];

const WORD = /\p{L}+(?:['’]\p{L}+)*(?:-\p{L}+)*/gu;
/** An apostrophe that ends a word which is not a plural in 's' ('people' rights'). */
const STRAY_APOSTROPHE = /\p{L}*(?![sS])\p{L}['’](?=\s|$)/gu;

const known = (word: string): boolean =>
  dictionaries.some((dictionary) => dictionary.correct(word) || dictionary.correct(word.toLowerCase()));

function spelledRight(word: string): boolean {
  const plain = word.replace(/’/gu, "'").replace(/'s$/u, '');
  return plain.split('-').every((part) => part === '' || known(part));
}

export function newMisspellings(input: string, output: string): string[] {
  const before = new Set((input.match(WORD) ?? []).map((word) => word.toLowerCase()));
  const found = new Set<string>();
  for (const word of output.match(WORD) ?? [])
    if (!before.has(word.toLowerCase()) && !spelledRight(word)) found.add(word);
  const strayBefore = new Set(input.match(STRAY_APOSTROPHE) ?? []);
  for (const word of output.match(STRAY_APOSTROPHE) ?? []) if (!strayBefore.has(word)) found.add(word);
  return [...found];
}
