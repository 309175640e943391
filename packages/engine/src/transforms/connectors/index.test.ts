import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import type { RewriteOptions } from '../../options.js';
import type { Connector } from './data.js';
import { createConnectors } from './index.js';

const entry = (
  id: string,
  fn: Connector['function'],
  alternatives: string[],
  keepSingle = false,
): Connector => ({
  id,
  phrase: id.replace(/-/gu, ' '),
  function: fn,
  alternatives: { default: alternatives },
  keepSingle,
  minStrength: id === 'in-conclusion' ? 'medium' : 'light',
});

/** A fixed table, so each behaviour is tested apart from the lexicon's choices. */
const TABLE: Connector[] = [
  entry('furthermore', 'addition', ['']),
  entry('moreover', 'addition', ['']),
  entry('however', 'contrast', ['But', 'Still,'], true),
  entry('firstly', 'sequence', ['First,']),
  entry('secondly', 'sequence', ['Second,']),
  entry('notably', 'emphasis', ['']),
  entry('in-conclusion', 'conclusion', ['', 'In short,']),
];

const run = (text: string, options: Partial<RewriteOptions> = {}) =>
  rewriteWith([createConnectors({ connectors: TABLE })], text, options).text;

describe('connectors', () => {
  it.each([
    ['drops an additive connector', 'We met. Furthermore, they agreed.', 'We met. They agreed.'],
    [
      'keeps it when dropping it would open two sentences alike',
      'We met. Furthermore, we agreed.',
      'We met. Furthermore, we agreed.',
    ],
    [
      'drops "moreover" and keeps a name capital',
      'It rained. Moreover, London flooded.',
      'It rained. London flooded.',
    ],
    ['keeps a single "however"', 'It rained. However, we went out.', 'It rained. However, we went out.'],
    ['plain sequence words', 'Firstly, read. Secondly, write.', 'First, read. Second, write.'],
    ['drops empty emphasis', 'The model is small. Notably, it is fast.', 'The model is small. It is fast.'],
    ['keeps the pronoun I capitalised', 'We tried. Moreover, I tried.', 'We tried. I tried.'],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('varies a repeated "however"', () => {
    const out = run('It rained. However, we went out. It snowed. However, we stayed.');
    expect(out.startsWith('It rained. However, we went out. It snowed. ')).toBe(true);
    expect(out).not.toMatch(/However, we stayed/u);
    expect(out).toMatch(/(?:But|Still,) we stayed\.$/u);
  });

  it("keeps an addition with 'also' when the dropped connector's noun was named just before", () => {
    expect(run('A solution emerges. Schools can help. Moreover, the solution might lie in reform.')).toBe(
      'A solution emerges. Schools can help. The solution might also lie in reform.',
    );
    // Not named before: the connector simply goes.
    expect(run('Schools can help. Moreover, the solution might lie in reform.')).toBe(
      'Schools can help. The solution might lie in reform.',
    );
  });

  it('never picks a word the sentence already has', () => {
    const table: Connector[] = [entry('additionally', 'addition', ['also,'])];
    const text = 'We met. Additionally, we also agreed.';
    expect(rewriteWith([createConnectors({ connectors: table })], text).text).toBe(text);
  });

  it('gives casual prose the plain connector at medium strength', () => {
    const table: Connector[] = [{ ...entry('however', 'contrast', ['But']), minStrength: 'strong' }];
    const text = 'It rained. However, we went out.';
    const casual = rewriteWith([createConnectors({ connectors: table })], text, { mode: 'casual' }).text;
    expect(casual).toBe('It rained. But we went out.');
    expect(rewriteWith([createConnectors({ connectors: table })], text).text).toBe(text);
  });

  it('respects the minimum strength', () => {
    expect(run('We won. In conclusion, it worked.', { strength: 'light' })).toBe(
      'We won. In conclusion, it worked.',
    );
  });

  it('reads the lexicon table by default', () => {
    const out = rewriteWith(
      [createConnectors()],
      // A text that contracts: the plain connectors fit; a formal text takes the academic choices.
      "I met them. Furthermore, they agreed. Moreover, we signed, and it's done.",
    ).text;
    expect(out).not.toMatch(/Furthermore|Moreover/u);
  });

  it('is deterministic for a seed and can vary with another', () => {
    const text = 'A. In conclusion, we won. B. In conclusion, they lost.';
    expect(run(text, { seed: 3 })).toBe(run(text, { seed: 3 }));
  });

  describe('lexicon table at medium', () => {
    const lexicon = (text: string, mode: RewriteOptions['mode'] = 'standard', seed = 1) =>
      rewriteWith([createConnectors()], text, { mode, seed }).text;
    it.each([
      ['"First of all," → "First,"', 'First of all, read it.', 'First, read it.'],
      ['a single "However," stays', 'It rained. However, we went out.', 'It rained. However, we went out.'],
    ])('%s', (_name, input, expected) => {
      expect(lexicon(input)).toBe(expected);
    });
    it.each(['standard', 'academic', 'casual', 'concise'] as const)(
      'turns a repeated "However," into "But" or "Yet", never a concessive "Still," (%s)',
      (mode) => {
        for (let seed = 0; seed < 8; seed += 1) {
          const out = lexicon('It rained. However, we went out. It snowed. However, we stayed.', mode, seed);
          expect(out).toMatch(/^It rained\. However, we went out\. It snowed\. (?:But|Yet) we stayed\.$/u);
        }
      },
    );
  });

  it("keeps the writer's connector rather than repeat its only plain choice", () => {
    const table: Connector[] = [
      entry('that-being-said', 'concession', ['Still,']),
      entry('nevertheless', 'concession', ['Still,']),
    ];
    const text = 'It has flaws. That being said, it works. The end drags. Nevertheless, it is good.';
    expect(rewriteWith([createConnectors({ connectors: table })], text).text).toBe(
      'It has flaws. Still, it works. The end drags. Nevertheless, it is good.',
    );
  });

  it('never opens two concessions with the same word in concise prose', () => {
    for (let seed = 0; seed < 8; seed += 1) {
      const out = rewriteWith(
        [createConnectors()],
        'It has flaws. That being said, it works. The end drags. Nevertheless, it is good.',
        { mode: 'concise', seed },
      ).text;
      expect(out).not.toMatch(/Still,[\s\S]*Still,/u);
    }
  });

  it.each(['standard', 'casual', 'fluent', 'academic'] as const)(
    'never turns a summary opener into a causal "So" (%s)',
    (mode) => {
      for (let seed = 0; seed < 12; seed += 1) {
        const text =
          'Animals need water. In summary, they drink. In conclusion, animals are thirsty. To sum up, fine.';
        const out = rewriteWith([createConnectors()], text, { mode, seed }).text;
        expect(out).not.toMatch(/\bSo\b/u);
      }
    },
  );
});
