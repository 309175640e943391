import { describe, expect, it } from 'vitest';
import { checkRewrite, protectedTexts } from './check.js';

const INPUT = [
  'It is important to note that the setup takes 5 minutes.',
  '',
  '> It is what it is, said the lead.',
  '',
  '| Step | Time |',
  '| --- | --- |',
  '| Install | 2 min |',
  '',
  '```sh',
  'npm install',
  '```',
  '',
  'Furthermore, the team utilizes the tool daily.',
].join('\n');

const QUOTE = '> It is what it is, said the lead.';
const TABLE = '| Step | Time |\n| --- | --- |\n| Install | 2 min |';
const FENCE = '```sh\nnpm install\n```';

describe('protections for text rewritten by another engine', () => {
  it('lists whole blockquotes, tables and fenced code blocks among the texts to keep, in order', () => {
    const texts = protectedTexts(INPUT);
    expect(texts).toEqual(['5', QUOTE, TABLE, FENCE]);
    expect(texts.indexOf(QUOTE)).toBeLessThan(texts.indexOf(TABLE));
    expect(texts.indexOf(TABLE)).toBeLessThan(texts.indexOf(FENCE));
  });

  it('accepts prose rewritten around them, and rejects a quote, table or code block that changed', () => {
    const good = INPUT.replace('It is important to note that the setup', 'The setup').replace(
      'Furthermore, the team utilizes',
      'The team uses',
    );
    expect(checkRewrite(INPUT, good)).toMatchObject({ ok: true, missing: [] });
    for (const [part, changed] of [
      [QUOTE, "> It's what it is, said the lead."],
      [TABLE, '| Step | Duration |\n| --- | --- |\n| Install | 2 min |'],
      [FENCE, '```sh\nnpm i\n```'],
    ] as const) {
      const result = checkRewrite(INPUT, good.replace(part, changed));
      expect(result.ok).toBe(false);
      expect(result.missing).toContain(part);
    }
  });
});
