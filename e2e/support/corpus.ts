import { countWords } from '../../packages/contracts/src/words.js';
import { corpusPassages } from '../../test-fixtures/corpus.js';

export interface Passage {
  id: string;
  text: string;
  words: number;
}

let cache: Passage[] | undefined;

export function passages(): Passage[] {
  cache ??= corpusPassages().map((row) => ({ ...row, words: countWords(row.text) }));
  return cache;
}

/** The passage whose length is nearest to `target` words (ties: first in the file), skipping `except`. */
export function passageNear(target: number, except: string[] = []): Passage {
  const candidates = passages().filter((passage) => !except.includes(passage.id) && passage.words >= 10);
  const best = candidates.reduce((a, b) => (Math.abs(b.words - target) < Math.abs(a.words - target) ? b : a));
  return best;
}

/**
 * Whole passages joined as paragraphs until the text reaches `target` words, then cut to exactly `target`;
 * the passages repeat when they hold fewer words than that.
 */
export function longText(target: number): string {
  const chosen: string[] = [];
  let total = 0;
  for (let i = 0; total < target; i += 1) {
    const passage = passages()[i % passages().length]!;
    const need = target - total;
    const words = passage.text.split(/\s+/u);
    const take = words.length <= need ? passage.text : `${words.slice(0, need).join(' ')}`;
    chosen.push(take);
    total += Math.min(words.length, need);
  }
  return chosen.join('\n\n');
}
