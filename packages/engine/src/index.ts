import { countWords } from '@wordwright/contracts';
import { countNegators, failedGuard, type GuardId } from './guards/index.js';
import { changedWords, textStats } from './metrics/index.js';
import { loadTagger, type Tagger, type Token } from './nlp.js';
import { type RewriteOptions, resolveOptions } from './options.js';
import { type ParsedDoc, parse } from './parse/index.js';
import { pipelineFor } from './pipeline/index.js';
import { protectUnits, type Span } from './protect/index.js';
import { type MarkSpan, type RenderBlock, renderHtml } from './render/html.js';
import { createRng } from './rng.js';
import { Draft, type Reason } from './text/draft.js';
import { type Word, words } from './transforms/shared/text.js';
import type { Transform, UnitContext } from './transforms/types.js';
import { detectVariant } from './variant.js';

export type { EnglishVariant, RewriteMode, RewriteStrength } from '@wordwright/contracts';
export {
  checkRewrite,
  type OutputMark,
  protectedSpans,
  protectedTexts,
  type RewriteCheck,
  renderMarkedHtml,
} from './check.js';
export { countNegators, type GuardId } from './guards/index.js';
export { changedWords, type TextStats, textStats } from './metrics/index.js';
export { DEFAULT_OPTIONS, OptionsError, type RewriteOptions, resolveOptions } from './options.js';
export { TRANSFORM_IDS } from './pipeline/index.js';
export type { Reason } from './text/draft.js';
export type { Transform, TransformEnv, UnitContext } from './transforms/types.js';
export { detectVariant } from './variant.js';

export interface Edit {
  /** Id of the transform that made the change. */
  transform: string;
  /** The transform's rule (for table-driven transforms, the entry id). */
  rule: string;
  /** Span of the input text replaced ([start, end), UTF-16 offsets). */
  input: { start: number; end: number };
  /** Span of the output text that replaced it. */
  output: { start: number; end: number };
  before: string;
  after: string;
  reason: Reason;
}

export interface RestoredSentence {
  /** Input span of the sentence kept as written. */
  input: { start: number; end: number };
  text: string;
  guard: GuardId;
}

export interface Summary {
  wordsIn: number;
  wordsOut: number;
  /** Input words not kept, in order, in the output (word-level alignment per sentence). */
  wordsChanged: number;
  /** wordsChanged / wordsIn, 0–1. */
  changedShare: number;
  /** Edits that removed or replaced formulaic phrasing (filler, overused phrases, connectors). */
  phrasesRemoved: number;
  /** Flesch–Kincaid grade level. */
  readability: { before: number; after: number };
  /** Sentence length in words. */
  sentenceLength: { before: { mean: number; sd: number }; after: { mean: number; sd: number } };
  /** Sentence variety: sd / mean of sentence length (coefficient of variation); higher is more varied. */
  sentenceVariety: { before: number; after: number };
  /** Sentences restored to their input because a rewrite failed a guard. */
  guardRestorations: number;
  /** True when the whole output keeps every protected span and the input's negators. */
  meaningChecksPassed: boolean;
  sentencesRestored: RestoredSentence[];
}

export interface RewriteResult {
  text: string;
  html: string;
  edits: Edit[];
  summary: Summary;
}

export interface Engine {
  rewrite(text: string, options?: Partial<RewriteOptions>): RewriteResult;
}

const WORD_CHAR = /[\p{L}\p{N}'’]/u;
const isWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c);

/**
 * Widens every edit that starts or ends inside a word to the whole word ('Having said that, w' → 'But w'
 * becomes 'Having said that, we' → 'But we'), so highlights and the change list never split a word. The
 * added characters are unchanged text on both sides; an edit never grows into its neighbour.
 */
function toWholeWords(edits: Edit[], input: string, output: string): void {
  const order = edits
    .map((_, i) => i)
    .sort((a, b) => (edits[a] as Edit).input.start - (edits[b] as Edit).input.start);
  order.forEach((index, k) => {
    const e = edits[index] as Edit;
    const prev = k > 0 ? (edits[order[k - 1] as number] as Edit) : undefined;
    const next = k + 1 < order.length ? (edits[order[k + 1] as number] as Edit) : undefined;
    let { start: inStart, end: inEnd } = e.input;
    let { start: outStart, end: outEnd } = e.output;
    while (
      inEnd > inStart &&
      outEnd > outStart &&
      isWordChar(input[inEnd - 1]) &&
      isWordChar(output[outEnd - 1]) &&
      isWordChar(input[inEnd]) &&
      input[inEnd] === output[outEnd] &&
      inEnd < (next?.input.start ?? input.length) &&
      outEnd < (next?.output.start ?? output.length)
    ) {
      inEnd++;
      outEnd++;
    }
    while (
      inEnd > inStart &&
      outEnd > outStart &&
      isWordChar(input[inStart]) &&
      isWordChar(output[outStart]) &&
      isWordChar(input[inStart - 1]) &&
      input[inStart - 1] === output[outStart - 1] &&
      inStart > (prev?.input.end ?? 0) &&
      outStart > (prev?.output.end ?? 0)
    ) {
      inStart--;
      outStart--;
    }
    if (inStart === e.input.start && inEnd === e.input.end) return;
    edits[index] = {
      ...e,
      input: { start: inStart, end: inEnd },
      output: { start: outStart, end: outEnd },
      before: input.slice(inStart, inEnd),
      after: output.slice(outStart, outEnd),
    };
  });
}

/** Transforms whose edits count as formulaic phrases removed. */
const FORMULAIC = new Set(['filler', 'phrases', 'connectors']);

function emptyResult(text: string): RewriteResult {
  const zero = { mean: 0, sd: 0 };
  return {
    text,
    html: '',
    edits: [],
    summary: {
      wordsIn: 0,
      wordsOut: 0,
      wordsChanged: 0,
      changedShare: 0,
      phrasesRemoved: 0,
      readability: { before: 0, after: 0 },
      sentenceLength: { before: zero, after: zero },
      sentenceVariety: { before: 0, after: 0 },
      guardRestorations: 0,
      meaningChecksPassed: true,
      sentencesRestored: [],
    },
  };
}

interface UnitState {
  context: UnitContext;
  draft: Draft;
  spans: Span[];
  block: number;
  first: boolean;
}

/** Union–find over unit indices: units linked by a cross-sentence edit stand or fall together. */
function groups(size: number): { link(a: number, b: number): void; root(a: number): number } {
  const parent = Array.from({ length: size }, (_, i) => i);
  const root = (a: number): number => {
    let r = a;
    while (parent[r] !== r) r = parent[r] as number;
    parent[a] = r;
    return r;
  };
  return {
    root,
    link(a, b) {
      const ra = root(a);
      const rb = root(b);
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    },
  };
}

function buildUnits(
  text: string,
  doc: ParsedDoc,
  tagger: Tagger,
  keep: readonly string[],
  link: (a: number, b: number) => void,
): UnitState[] {
  const protectedByUnit = protectUnits(text, doc.units, keep);
  const index = new Map<UnitContext, number>();
  return doc.units.map((unit, i) => {
    const input = text.slice(unit.start, unit.end);
    let cache: { text: string; tokens: Token[] } = { text: input, tokens: unit.tokens };
    let wordCache: { text: string; words: readonly Word[] } | undefined;
    const spans = protectedByUnit[i] ?? [];
    const draft = new Draft(input, unit.start, spans);
    const block = doc.blocks[unit.block];
    const context: UnitContext = {
      draft,
      block: unit.block,
      kind: block?.kind ?? 'paragraph',
      first: unit.first,
      afterLabel: i > 0 && !/^\s*$/u.test(text.slice(doc.units[i - 1]?.end ?? unit.start, unit.start)),
      tokens() {
        if (cache.text !== draft.text) cache = { text: draft.text, tokens: tagger.tag(draft.text) };
        return cache.tokens;
      },
      words() {
        if (wordCache?.text !== draft.text) wordCache = { text: draft.text, words: words(draft.text) };
        return wordCache.words;
      },
      link(other) {
        const j = index.get(other);
        if (j !== undefined) link(i, j);
      },
    };
    index.set(context, i);
    return { context, draft, spans, block: unit.block, first: unit.first };
  });
}

/** A dropped sentence (empty draft) takes one neighbouring gap with it, so no double space is left behind. */
function droppedGaps(text: string, units: readonly UnitState[]): boolean[] {
  const drop = units.map(() => false);
  let leadingEmpty = false;
  units.forEach((unit, i) => {
    const empty = unit.draft.text === '' && unit.draft.input !== '';
    const prev = units[i - 1];
    // A gap holding a label ('\nA: ') opens a line of its own, like a new block: it is never dropped.
    const gap = prev ? text.slice(prev.draft.offset + prev.draft.input.length, unit.draft.offset) : '';
    const sameBlock = prev !== undefined && prev.block === unit.block && !unit.first && /^\s*$/u.test(gap);
    if (!sameBlock) leadingEmpty = false;
    // The gap before unit i goes with unit i, or with the empty units that opened its block.
    drop[i] = sameBlock && (empty || leadingEmpty);
    leadingEmpty = (!sameBlock || leadingEmpty) && empty;
  });
  return drop;
}

/** Output of units [from, to] with the input text between them, as the final text will have it. */
function assemble(
  text: string,
  units: readonly UnitState[],
  drop: readonly boolean[],
  from: number,
  to: number,
) {
  let out = '';
  for (let i = from; i <= to; i++) {
    const unit = units[i] as UnitState;
    if (i > from && !drop[i]) {
      const prev = units[i - 1] as UnitState;
      out += text.slice(prev.draft.offset + prev.draft.input.length, unit.draft.offset);
    }
    out += unit.draft.text;
  }
  return out;
}

/** Rewrites with an already loaded tagger and a list of transforms (the mode's pipeline by default). */
function run(
  tagger: Tagger,
  text: string,
  options: Partial<RewriteOptions> | undefined,
  transforms?: readonly Transform[],
): RewriteResult {
  const resolved = resolveOptions(options);
  if (typeof text !== 'string')
    throw new TypeError(`Invalid text ${JSON.stringify(text)}: expected a string`);
  if (text.trim() === '') return emptyResult(text);
  // No variant chosen: the text keeps its own spelling rather than being turned American.
  if (options?.variant === undefined) resolved.variant = detectVariant(text);

  const doc = parse(text, tagger);
  const linked = groups(doc.units.length);
  const units = buildUnits(text, doc, tagger, resolved.keep, linked.link);
  const contexts = units.map((u) => u.context);
  for (const transform of transforms ?? pipelineFor(resolved)) {
    transform.run(contexts, { options: resolved, rng: createRng(resolved.seed, transform.id) });
  }

  // Guards: a group of linked units is judged as one passage (input span vs its assembled output); one that
  // fails any check goes back to its input form, all its edits dropped.
  const restored: RestoredSentence[] = [];
  let drop = droppedGaps(text, units);
  let reset = false;
  for (let from = 0; from < units.length; ) {
    let to = from;
    while (to + 1 < units.length && linked.root(to + 1) <= from) to++;
    const members = units.slice(from, to + 1);
    const first = members[0] as UnitState;
    const last = members[members.length - 1] as UnitState;
    const inStart = first.draft.offset;
    const inEnd = last.draft.offset + last.draft.input.length;
    const input = text.slice(inStart, inEnd);
    const spans = members.flatMap((m) => m.spans);
    const guard = failedGuard({
      input,
      output: assemble(text, units, drop, from, to),
      protectedTexts: spans.map(([s, e]) => text.slice(s, e)),
      protectedIntact: members.every(({ draft, spans: own }) =>
        own.every(([s, e]) => draft.keepsInput(s, e)),
      ),
    });
    if (guard) {
      restored.push({ input: { start: inStart, end: inEnd }, text: input, guard });
      for (const m of members) m.draft.reset();
      reset = true;
    }
    from = to + 1;
  }
  if (reset) drop = droppedGaps(text, units);

  // Assemble the output: input text between units is copied verbatim (but for gaps a dropped sentence took).
  let output = '';
  let at = 0;
  const unitOut: number[] = [];
  const shifts: [number, number][] = [];
  units.forEach(({ draft }, i) => {
    if (!drop[i]) output += text.slice(at, draft.offset);
    unitOut.push(output.length);
    output += draft.text;
    at = draft.offset + draft.input.length;
    shifts.push([at, output.length - at]);
  });
  output += text.slice(at);

  const toOutput = (pos: number): number => {
    let delta = 0;
    for (const [end, d] of shifts) {
      if (end > pos) break;
      delta = d;
    }
    return pos + delta;
  };

  // A dropped sentence's edit also covers the gap it took: its own gap before it, or the one after an
  // empty opening run of its block.
  const widen = units.map((u) => ({ start: u.draft.offset, end: u.draft.offset + u.draft.input.length }));
  units.forEach((unit, i) => {
    if (!drop[i]) return;
    const prev = units[i - 1] as UnitState;
    const gapStart = prev.draft.offset + prev.draft.input.length;
    if (unit.draft.text === '') (widen[i] as { start: number }).start = gapStart;
    else (widen[i - 1] as { end: number }).end = unit.draft.offset;
  });
  const edits: Edit[] = [];
  units.forEach(({ draft }, i) => {
    const base = unitOut[i] as number;
    const span = widen[i] as { start: number; end: number };
    const emptied = draft.text === '';
    for (const e of draft.edits()) {
      const inStart = emptied && e.inStart === draft.offset ? span.start : e.inStart;
      const inEnd = emptied && e.inEnd === draft.offset + draft.input.length ? span.end : e.inEnd;
      edits.push({
        transform: e.transform,
        rule: e.rule,
        input: { start: inStart, end: inEnd },
        output: { start: base + e.outStart, end: base + e.outEnd },
        before: text.slice(inStart, inEnd),
        after: output.slice(base + e.outStart, base + e.outEnd),
        reason: e.reason,
      });
    }
  });

  toWholeWords(edits, text, output);

  const blocks: RenderBlock[] = doc.blocks.map((block) => ({
    block,
    start: toOutput(block.contentStart),
    end: toOutput(block.end),
  }));
  const marks: MarkSpan[] = edits.map((e, i) => ({
    start: e.output.start,
    end: e.output.end,
    edit: i,
    title: e.reason.en,
  }));

  const before = textStats(text);
  const after = textStats(output);
  const wordsChanged = units.reduce((sum, { draft }) => sum + changedWords(draft.input, draft.text), 0);
  const wordsIn = countWords(text);
  const allSpans = units.flatMap((u) => u.spans);
  return {
    text: output,
    html: renderHtml(output, blocks, marks),
    edits,
    summary: {
      wordsIn,
      wordsOut: countWords(output),
      wordsChanged,
      changedShare: wordsIn ? Math.round((wordsChanged / wordsIn) * 1000) / 1000 : 0,
      phrasesRemoved: edits.filter((e) => FORMULAIC.has(e.transform)).length,
      readability: { before: before.grade, after: after.grade },
      sentenceLength: { before: before.length, after: after.length },
      sentenceVariety: { before: before.variety, after: after.variety },
      guardRestorations: restored.length,
      // Every group already passed the guards; this confirms it on the whole text.
      meaningChecksPassed:
        allSpans.every(([s, e]) => output.includes(text.slice(s, e))) &&
        countNegators(output) === countNegators(text),
      sentencesRestored: restored,
    },
  };
}

/** Loads the language model (about 0.1 s, once per process or worker thread) and returns a ready engine. */
export function createEngine(): Engine {
  const tagger = loadTagger();
  return Object.freeze({
    rewrite: (text: string, options?: Partial<RewriteOptions>) => run(tagger, text, options),
  });
}

/**
 * Runs only the given transforms (in order) with the full parse, protection and guards: how each transform's
 * tests see it, and a way to try a custom pipeline.
 */
export function rewriteWith(
  transforms: readonly Transform[],
  text: string,
  options?: Partial<RewriteOptions>,
): RewriteResult {
  return run(loadTagger(), text, options, transforms);
}

/**
 * Rewrites `text` in the chosen mode and strength. Pure and deterministic: the same text, options and seed
 * always give the same result. The model loads on first use; call createEngine() to load it up front.
 */
export function rewrite(text: string, options?: Partial<RewriteOptions>): RewriteResult {
  return createEngine().rewrite(text, options);
}
