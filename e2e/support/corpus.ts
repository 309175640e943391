import { readFileSync } from 'node:fs';
import { countWords } from '../../packages/contracts/src/words.js';

/** The shared dev corpus (../shared/corpus from the repo root), read at test time. */
const CORPUS = new URL('../../../shared/corpus/dev.jsonl', import.meta.url).pathname;

export interface Passage {
  id: string;
  text: string;
  words: number;
}

let cache: Passage[] | undefined;

export function passages(): Passage[] {
  cache ??= readFileSync(CORPUS, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { id: string; text: string })
    .filter((row) => typeof row.text === 'string')
    .map((row) => ({ id: row.id, text: row.text.trim(), words: countWords(row.text) }));
  return cache;
}

/** The passage whose length is nearest to `target` words (ties: first in the file), skipping `except`. */
export function passageNear(target: number, except: string[] = []): Passage {
  const candidates = passages().filter((passage) => !except.includes(passage.id) && passage.words >= 10);
  const best = candidates.reduce((a, b) => (Math.abs(b.words - target) < Math.abs(a.words - target) ? b : a));
  return best;
}

/** Whole passages joined as paragraphs until the text reaches `target` words, then cut to exactly `target`. */
export function longText(target: number): string {
  const chosen: string[] = [];
  let total = 0;
  for (const passage of passages()) {
    if (total >= target) break;
    const need = target - total;
    const words = passage.text.split(/\s+/u);
    const take = words.length <= need ? passage.text : `${words.slice(0, need).join(' ')}`;
    chosen.push(take);
    total += Math.min(words.length, need);
  }
  return chosen.join('\n\n');
}
