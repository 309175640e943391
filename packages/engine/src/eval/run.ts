/**
 * `npm run eval`: runs the engine over the dev corpus in every mode and prints, per mode, the figures the
 * engine is judged on; writes before/after pairs to eval-output/ for reading by eye.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countWords, type RewriteMode, type RewriteStrength } from '@wordwright/contracts';
import { countNegators, createEngine, protectedSpans, type RewriteResult } from '../index.js';
import { splitSentences } from '../metrics/index.js';
import { IRREGULAR, PHRASE_TABLE } from '../pipeline/data.js';
import { PhraseMatcher } from '../transforms/shared/matcher.js';
import { words } from '../transforms/shared/text.js';
import { newMisspellings } from './misspellings.js';

interface Row {
  id: string;
  genre?: string;
  text: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = resolve(here, '..', '..');
const repoRoot = resolve(packageRoot, '..', '..');

function args(argv: readonly string[]): { corpus: string; pairs: number } {
  let corpus = resolve(repoRoot, '..', 'shared', 'corpus', 'dev.jsonl');
  let pairs = 20;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--corpus') corpus = resolve(argv[++i] ?? corpus);
    else if (argv[i] === '--pairs') pairs = Number(argv[++i] ?? pairs);
    else {
      console.error(`Unknown argument ${argv[i]}. Usage: npm run eval -- [--corpus PATH] [--pairs N]`);
      process.exit(2);
    }
  }
  return { corpus, pairs };
}

const matcher = new PhraseMatcher(PHRASE_TABLE, IRREGULAR);
/** Overused or wordy lexicon phrases in a text, counted with the engine's own matcher. */
const phraseCount = (text: string): number => matcher.find(words(text), 'strong').length;

const RUNS: readonly [RewriteMode, RewriteStrength][] = [
  ['standard', 'medium'],
  ['fluent', 'medium'],
  ['academic', 'medium'],
  ['casual', 'medium'],
  ['concise', 'medium'],
  ['standard', 'light'],
  ['standard', 'strong'],
];

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const fmt = (n: number, places = 2) => n.toFixed(places);
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

/** Occurrences of `needle` in `hay`. */
function occurrences(hay: string, needle: string): number {
  let n = 0;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) n++;
  return n;
}

function pairsMarkdown(
  mode: string,
  strength: string,
  rows: Row[],
  results: RewriteResult[],
  count: number,
): string {
  const step = Math.max(1, Math.floor(rows.length / count));
  const out = [`# Before/after pairs: ${mode}/${strength}`, ''];
  let shown = 0;
  for (let i = 0; i < rows.length && shown < count; i += step, shown++) {
    const row = rows[i] as Row;
    const result = results[i] as RewriteResult;
    out.push(
      `## ${row.id} (${row.genre ?? 'text'}) — ${result.edits.length} edits, ${pct(result.summary.changedShare)} words changed`,
      '',
    );
    const before = splitSentences(row.text);
    const after = splitSentences(result.text);
    out.push('**Before**', '', row.text, '', '**After**', '', result.text, '');
    out.push(`Sentences: ${before.length} → ${after.length}. Edits:`, '');
    for (const edit of result.edits)
      out.push(`- ${edit.transform}/${edit.rule}: "${edit.before}" → "${edit.after}"`);
    out.push('');
  }
  return out.join('\n');
}

function main(): void {
  const { corpus, pairs } = args(process.argv.slice(2));
  const rows = readFileSync(corpus, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Row);
  const engine = createEngine();
  const spans = rows.map((row) => protectedSpans(row.text));
  const wordsIn = rows.reduce((sum, row) => sum + countWords(row.text), 0);
  const phrasesBefore = rows.reduce((sum, row) => sum + phraseCount(row.text), 0);
  const outDir = join(packageRoot, 'eval-output');
  mkdirSync(outDir, { recursive: true });
  console.log(
    `Corpus: ${corpus} — ${rows.length} texts, ${wordsIn} words, ${PHRASE_TABLE.length} lexicon phrases\n`,
  );

  const table: string[][] = [];
  const misspellings: string[] = [];
  for (const [mode, strength] of RUNS) {
    // Warm up once so the figure is steady-state throughput.
    engine.rewrite(rows[0]?.text ?? '', { mode, strength });
    // CPU time, so the figure is per core even on a busy machine.
    const started = process.cpuUsage();
    const results = rows.map((row) => engine.rewrite(row.text, { mode, strength }));
    const used = process.cpuUsage(started);
    const seconds = (used.user + used.system) / 1e6;

    let spansTotal = 0;
    let spansKept = 0;
    let negationKept = 0;
    rows.forEach((row, i) => {
      const out = (results[i] as RewriteResult).text;
      const distinct = new Map<string, number>();
      for (const span of spans[i] ?? []) distinct.set(span.text, (distinct.get(span.text) ?? 0) + 1);
      for (const [text, n] of distinct) {
        spansTotal += n;
        spansKept += Math.min(n, occurrences(out, text));
      }
      if (countNegators(row.text) === countNegators(out)) negationKept++;
    });
    const misspelt = rows.flatMap((row, i) =>
      newMisspellings(row.text, (results[i] as RewriteResult).text).map((word) => `${row.id}: ${word}`),
    );
    if (misspelt.length) misspellings.push(`${mode}/${strength}: ${misspelt.join(', ')}`);
    const phrasesAfter = results.reduce((sum, r) => sum + phraseCount(r.text), 0);
    const wordsOut = results.reduce((sum, r) => sum + r.summary.wordsOut, 0);
    const changed = results.reduce((sum, r) => sum + r.summary.wordsChanged, 0);
    const s = results.map((r) => r.summary);
    table.push([
      `${mode}/${strength}`,
      pct(spansTotal ? spansKept / spansTotal : 1),
      pct(negationKept / rows.length),
      `${fmt((phrasesBefore / wordsIn) * 1000)} → ${fmt((phrasesAfter / wordsOut) * 1000)} (${pct(phrasesBefore ? 1 - phrasesAfter / wordsOut / (phrasesBefore / wordsIn) : 0)} down)`,
      pct(changed / wordsIn),
      // Two decimals on the spread: its change per rule is small, and the target is its direction.
      `${fmt(mean(s.map((x) => x.sentenceLength.before.mean)), 1)}±${fmt(mean(s.map((x) => x.sentenceLength.before.sd)), 2)} → ${fmt(mean(s.map((x) => x.sentenceLength.after.mean)), 1)}±${fmt(mean(s.map((x) => x.sentenceLength.after.sd)), 2)}`,
      `${fmt(mean(s.map((x) => x.readability.before)), 1)} → ${fmt(mean(s.map((x) => x.readability.after)), 1)}`,
      String(s.reduce((sum, x) => sum + x.guardRestorations, 0)),
      String(misspelt.length),
      Math.round(wordsIn / seconds).toLocaleString('en-US'),
    ]);
    writeFileSync(
      join(outDir, `pairs-${mode}${strength === 'medium' ? '' : `-${strength}`}.md`),
      pairsMarkdown(mode, strength, rows, results, pairs),
    );
  }
  const header = [
    'mode',
    'protected kept',
    'negation kept',
    'phrases /1000 words',
    'words changed',
    'sentence length (mean±sd)',
    'FK grade',
    'guard restorations',
    'new misspellings',
    'words/s',
  ];
  const lines = [header, header.map(() => '---'), ...table].map((cells) => `| ${cells.join(' | ')} |`);
  console.log(lines.join('\n'));
  // Words the rewrite brought in that no English dictionary knows: each is a bug to trace to its rule.
  for (const line of misspellings) console.log(`New misspellings in ${line}`);
  console.log(`\nPairs written to ${outDir}`);
}

main();
