import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countNegators,
  DEFAULT_OPTIONS,
  OptionsError,
  protectedSpans,
  rewrite,
  rewriteWith,
  type Transform,
} from './index.js';

const PIECES = [
  'It is important to note that',
  'Furthermore,',
  'Moreover, the',
  'utilize',
  'leverage',
  'delve into',
  'do not',
  "don't",
  'cannot',
  'never',
  'without',
  'no',
  'it is',
  '3.5%',
  '$1,200',
  '14 March 2020',
  '(Smith, 2020)',
  '(Smith et al., 2020; Lee 2019)',
  '[12]',
  '[3, 4]',
  'https://example.com/a?b=1',
  'someone@example.org',
  '`npm test`',
  '"a quoted claim, not changed"',
  '“curly quote”',
  "'single quote'",
  'New York',
  'NASA',
  '<script>alert(1)</script>',
  '<b>',
  '&amp;',
  '—',
  ',',
  '.',
  ';',
  '\n',
  '\n\n',
  '# Heading',
  '- item',
  '1. step',
  '> It is quoted',
  '> > nested',
  '**Note:**',
  '*Tip:*',
  '**bold**',
  '| a | b |',
  '| --- | --- |',
  '```',
  '[link](./it-is.md)',
  '---',
  'café',
  '数据',
  '😀',
  'the',
  'results',
  'show',
  'and',
  'but',
  'a',
  'an',
  'robust',
  'analysis',
  'color',
  'colour',
];

const text = fc
  .array(
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...PIECES) }, { weight: 1, arbitrary: fc.string() }),
    {
      maxLength: 40,
    },
  )
  .chain((parts) =>
    fc
      .array(fc.constantFrom(' ', ' ', ' ', '', '  ', '\n'), {
        minLength: parts.length,
        maxLength: parts.length,
      })
      .map((gaps) => parts.map((part, i) => part + (gaps[i] ?? ' ')).join('')),
  );
const options = fc.record({
  mode: fc.constantFrom('standard', 'fluent', 'academic', 'casual', 'concise') as fc.Arbitrary<
    'standard' | 'fluent' | 'academic' | 'casual' | 'concise'
  >,
  strength: fc.constantFrom('light', 'medium', 'strong') as fc.Arbitrary<'light' | 'medium' | 'strong'>,
  variant: fc.constantFrom('us', 'uk') as fc.Arbitrary<'us' | 'uk'>,
  seed: fc.integer({ min: 0, max: 1000 }),
});

const occurrences = (hay: string, needle: string) => {
  let n = 0;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) n++;
  return n;
};

/** Tags the renderer itself emits; anything else starting with '<' would be unescaped input. */
const OWN_TAGS =
  /<\/?(?:p|h2|h3|ul|ol|li|pre|code|br|blockquote)>|<mark class="ww-change" data-edit="\d+" title="[^"<>]*">|<\/mark>/gu;

describe('rewrite: properties', () => {
  it('never throws, keeps protected spans and negators, and is deterministic', () => {
    fc.assert(
      fc.property(text, options, (input, opts) => {
        const result = rewrite(input, opts);
        for (const span of protectedSpans(input)) {
          expect(occurrences(result.text, span.text)).toBeGreaterThanOrEqual(
            occurrences(input, span.text) > 0 ? 1 : 0,
          );
        }
        expect(countNegators(result.text)).toBe(countNegators(input));
        expect(rewrite(input, opts)).toEqual(result);
        expect(result.html.replace(OWN_TAGS, '')).not.toMatch(/</u);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('returns empty and whitespace-only input as it is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(' ', '\n', '\t', '\r')).map((xs) => xs.join('')),
        (input) => {
          expect(rewrite(input).text).toBe(input);
          expect(rewrite(input).edits).toEqual([]);
        },
      ),
    );
  });

  it('edit spans index the input and the output exactly', () => {
    fc.assert(
      fc.property(text, options, (input, opts) => {
        const result = rewrite(input, opts);
        for (const edit of result.edits) {
          expect(input.slice(edit.input.start, edit.input.end)).toBe(edit.before);
          expect(result.text.slice(edit.output.start, edit.output.end)).toBe(edit.after);
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('never splits a word with an edit span', () => {
    const input = 'Having said that, we met. Additionally, the method runs well in every test we tried.';
    const result = rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 });
    const word = /[\p{L}\p{N}]/u;
    expect(result.edits.length).toBeGreaterThan(0);
    for (const edit of result.edits) {
      for (const [text, { start, end }] of [
        [input, edit.input],
        [result.text, edit.output],
      ] as const) {
        if (start === end) continue;
        expect(word.test(text[start - 1] ?? ' ') && word.test(text[start] ?? ' ')).toBe(false);
        expect(word.test(text[end - 1] ?? ' ') && word.test(text[end] ?? ' ')).toBe(false);
      }
    }
  });
});

describe('rewrite: options', () => {
  it('has documented defaults', () => {
    expect(DEFAULT_OPTIONS).toEqual({
      mode: 'standard',
      strength: 'medium',
      keep: [],
      variant: 'us',
      seed: 0,
    });
    expect(Object.isFrozen(DEFAULT_OPTIONS)).toBe(true);
  });

  it.each([
    [{ mode: 'poetic' }, /mode "poetic"/u],
    [{ strength: 'max' }, /strength "max"/u],
    [{ variant: 'au' }, /variant "au"/u],
    [{ seed: 1.5 }, /seed 1\.5/u],
    [{ keep: 'x' }, /keep "x"/u],
    [{ colour: 'red' }, /Unknown option "colour"/u],
  ])('rejects %j naming the bad value', (bad, message) => {
    expect(() => rewrite('Some text here.', bad as never)).toThrow(OptionsError);
    expect(() => rewrite('Some text here.', bad as never)).toThrow(message);
  });
});

describe('rewrite: stable word choice', () => {
  // Each match of a table entry draws from its own stream, so a phrase that starts matching earlier in the
  // text (a new entry, an edited sentence) never reshuffles the wording chosen for a later one.
  it.each([0, 1, 2, 3, 4, 5, 6, 7])('seed %i: a new match earlier does not change a later choice', (seed) => {
    const later = 'I would be more than happy to help.';
    const alone = rewrite(later, { seed }).text;
    const after = rewrite(`It is a testament to their grit. We must leverage our strengths. ${later}`, {
      seed,
    }).text;
    expect(after.endsWith(alone)).toBe(true);
  });
});

describe('rewrite: structure and output', () => {
  it('keeps headings, list markers, blank lines and outer whitespace', () => {
    const input =
      '  # Furthermore, a heading\n\nIt is important to note that the plan works.\n\n- Moreover, item one.\n2. step two\n\n';
    const { text } = rewrite(input);
    expect(text.startsWith('  # Furthermore, a heading\n\n')).toBe(true);
    expect(text).toMatch(/\n\n- .*\n2\. step two\n\n$/u);
    expect(text).toContain('The plan works.');
  });

  it('renders safe HTML with blocks and marks', () => {
    const { html } = rewrite(
      '# Title\n\nIt is important to note that the <script>x</script> tag runs.\n\n- one\n- two',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toMatch(/<mark class="ww-change" data-edit="0" title="[^"]+">/u);
  });

  it('keeps keep-list phrases untouched, case-insensitively', () => {
    const input = 'It is important to note that we do not know.';
    expect(rewrite(input, { keep: ['IT IS IMPORTANT TO NOTE'], mode: 'concise' }).text).toBe(input);
  });

  it('restores a sentence whose rewrite fails a guard and says so', () => {
    // A deliberately bad transform: drops every 'not'.
    const dropNot: Transform = {
      id: 'drop-not',
      run(units) {
        for (const unit of units) {
          const at = unit.draft.text.indexOf(' not');
          if (at !== -1)
            unit.draft.replace(at, at + 4, '', {
              transform: 'drop-not',
              rule: 'x',
              reason: { en: 'x', zh: 'x' },
            });
        }
      },
    };
    const input = 'We do not care. We like it.';
    const { text, summary, edits } = rewriteWith([dropNot], input);
    expect(text).toBe(input);
    expect(edits).toEqual([]);
    expect(summary.guardRestorations).toBe(1);
    expect(summary.sentencesRestored[0]).toMatchObject({ guard: 'negation', text: 'We do not care.' });
    expect(summary.meaningChecksPassed).toBe(true);
  });

  it('restores a sentence where an edit broke subject–verb agreement', () => {
    // A deliberately bad transform: 'were' → 'was' whatever the subject.
    const singular: Transform = {
      id: 'singular',
      run(units) {
        for (const unit of units) {
          const at = unit.draft.text.indexOf('were');
          if (at !== -1)
            unit.draft.replace(at, at + 4, 'was', {
              transform: 'singular',
              rule: 'x',
              reason: { en: 'x', zh: 'x' },
            });
        }
      },
    };
    const input = 'They were late. The bus were late.';
    const { text, summary } = rewriteWith([singular], input);
    expect(text).toBe('They were late. The bus was late.');
    expect(summary.sentencesRestored[0]).toMatchObject({ guard: 'agreement', text: 'They were late.' });
  });

  it('summarises the rewrite', () => {
    const { summary } = rewrite(
      'It is important to note that the study was small. Furthermore, the results were mixed. Moreover, costs rose.',
    );
    expect(summary.wordsIn).toBe(18);
    expect(summary.wordsChanged).toBeGreaterThan(0);
    expect(summary.changedShare).toBeCloseTo(summary.wordsChanged / summary.wordsIn, 2);
    expect(summary.phrasesRemoved).toBeGreaterThanOrEqual(3);
    expect(summary.sentenceLength.before.mean).toBeGreaterThan(0);
    expect(summary.sentenceVariety.before).toBeGreaterThanOrEqual(0);
  });
});
