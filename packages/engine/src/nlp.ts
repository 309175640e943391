import model from 'wink-eng-lite-web-model';
import winkNLP, { type WinkMethods } from 'wink-nlp';

/** One token of a tagged span, with offsets into the tagged string. */
export interface Token {
  text: string;
  start: number;
  end: number;
  /** Universal POS tag (NOUN, VERB, AUX, PROPN, PUNCT, SPACE, …). */
  pos: string;
  lemma: string;
  /** Lower-case form with contractions expanded ("n't" → "not"). */
  normal: string;
  /** wink token type: word, number, punctuation, url, email, … */
  type: string;
}

/** A sentence found by the tagger, with its tokens (offsets relative to the sentence start). */
export interface TaggedSentence {
  start: number;
  end: number;
  tokens: Token[];
}

export interface Tagger {
  /** Tokens of `text`; their offsets index `text` exactly. */
  tag(text: string): Token[];
  /** Sentences of `text` ([start, end) offsets, outer spaces excluded), tagged in the same pass. */
  sentences(text: string): TaggedSentence[];
}

let shared: Tagger | undefined;

/** Loads the language model once per process (or worker thread); later calls reuse it. */
export function loadTagger(): Tagger {
  if (shared) return shared;
  // Only what the engine reads: sentence boundaries and parts of speech (lemmas come with them). Named entities,
  // negation and sentiment ran on every (re-)tag and cost about a quarter of the tagger's time.
  const nlp: WinkMethods = winkNLP(model, ['sbd', 'pos']);
  const its = nlp.its;

  const read = (text: string) => {
    const doc = nlp.readDoc(text);
    const tokens = doc.tokens();
    const values = tokens.out(its.value) as string[];
    const spaces = tokens.out(its.precedingSpaces) as string[];
    const offsets: number[] = [];
    let at = 0;
    for (let i = 0; i < values.length; i++) {
      at += (spaces[i] ?? '').length;
      offsets.push(at);
      at += (values[i] ?? '').length;
    }
    return { doc, tokens, values, offsets };
  };

  const tokensOf = (text: string): { tokens: Token[]; doc: ReturnType<typeof nlp.readDoc> } => {
    const { doc, tokens, values, offsets } = read(text);
    const pos = tokens.out(its.pos) as string[];
    // The typings declare lemma's signature differently from the other helpers; at runtime it is the same kind.
    const lemma = tokens.out(its.lemma as unknown as typeof its.value) as string[];
    const normal = tokens.out(its.normal) as string[];
    const type = tokens.out(its.type) as string[];
    const list = values.map((value, i) => ({
      text: value,
      start: offsets[i] ?? 0,
      end: (offsets[i] ?? 0) + value.length,
      pos: pos[i] ?? 'X',
      lemma: lemma[i] ?? value.toLowerCase(),
      normal: normal[i] ?? value.toLowerCase(),
      type: type[i] ?? 'word',
    }));
    return { tokens: list, doc };
  };

  shared = {
    tag(text) {
      return text.trim() === '' ? [] : tokensOf(text).tokens;
    },
    sentences(text) {
      if (text.trim() === '') return [];
      const { doc, tokens } = tokensOf(text);
      const spans = doc.sentences().out(its.span) as unknown as [number, number][];
      const out: TaggedSentence[] = [];
      for (const [first, last] of spans) {
        let a = first;
        let b = last;
        while (a <= b && (tokens[a]?.text ?? '').trim() === '') a++;
        while (b >= a && (tokens[b]?.text ?? '').trim() === '') b--;
        if (a > b) continue;
        const start = tokens[a]?.start ?? 0;
        const end = tokens[b]?.end ?? 0;
        const previous = out[out.length - 1];
        // 'Node.js', 'e.g.x': a stop with a letter right after it, no space between, ends no sentence. The
        // model cuts there; the two halves are put back together.
        if (
          previous &&
          previous.end === start &&
          /\.$/u.test(text.slice(0, start)) &&
          /^\p{L}/u.test(text.charAt(start))
        ) {
          const merged = tokens
            .slice(a, b + 1)
            .map((t) => ({ ...t, start: t.start - previous.start, end: t.end - previous.start }));
          previous.tokens.push(...merged);
          previous.end = end;
          continue;
        }
        const own = tokens.slice(a, b + 1).map((t) => ({ ...t, start: t.start - start, end: t.end - start }));
        out.push({ start, end, tokens: own });
      }
      return out;
    },
  };
  return shared;
}
