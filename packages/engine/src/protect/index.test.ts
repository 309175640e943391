import { describe, expect, it } from 'vitest';
import { rewrite } from '../index.js';
import { patternSpans } from './index.js';

const found = (text: string): string[] => patternSpans(text, 0, []).map(([s, e]) => text.slice(s, e));

describe('protect: Markdown', () => {
  it.each([
    ['bold', 'This is **really** important.', ['**really**']],
    ['italic', 'It is *extremely* useful.', ['*extremely*']],
    ['underscore italic', 'It is _very_ clear.', ['_very_']],
    ['bold-italic', 'It is ***truly*** new.', ['***truly***']],
    ['two bold spans', '**a** and **b**', ['**a**', '**b**']],
    ['no emphasis inside snake_case', 'Set my_var_name now.', []],
    ['no emphasis in arithmetic', 'It is 2 * 3 * 4.', ['2', '3', '4']],
    ['a link destination', 'See [the guide](./docs/it-is.md) now.', ['](./docs/it-is.md)']],
    [
      'a link with a title',
      'See [docs](https://x.io/a "It is") now.',
      ['](https://x.io/a "It is")', 'https://x.io/a', '"It is"'],
    ],
    ['an image', 'Look: ![It is alt](img/it-is.png)', ['](img/it-is.png)']],
    ['a reference link', 'See [our page][releases].', ['][releases]']],
  ])('%s', (_name, text, expected) => {
    expect(found(text).sort()).toEqual([...expected].sort());
  });

  it.each([
    ['an emphasised intensifier', 'We **truly** believe it works.'],
    ['an emphasised phrase', 'Teams should *leverage* data.'],
    ['a link target', 'Read [the page](./it-is-important-to-note.md) first.'],
  ])('keeps %s as written', (_name, input) => {
    for (const strength of ['medium', 'strong'] as const) {
      const { text } = rewrite(input, { strength });
      for (const part of found(input)) expect(text).toContain(part);
      expect(text).not.toContain('****');
    }
  });
});

describe('protect: long quotations', () => {
  it('keeps a quotation of several sentences and over 600 characters byte-identical', () => {
    const verse = Array.from(
      { length: 8 },
      (_, i) => `And they were all amazed in part ${i + 1}, are not all these which speak Galilaeans?`,
    ).join(' ');
    expect(verse.length).toBeGreaterThan(600);
    const text = `In Acts, it is written: "${verse}" Moreover, it is important to note that scholars utilize it.`;
    const out = rewrite(text, { mode: 'casual', strength: 'strong', seed: 1 }).text;
    expect(out).toContain(`"${verse}"`);
  });
});
