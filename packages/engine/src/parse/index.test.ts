import { describe, expect, it } from 'vitest';
import { rewrite } from '../index.js';
import { loadTagger } from '../nlp.js';
import { type BlockKind, labelLength, parse } from './index.js';

const blocksOf = (text: string): BlockKind[] => parse(text, loadTagger()).blocks.map((b) => b.kind);
const unitsOf = (text: string): string[] =>
  parse(text, loadTagger()).units.map((u) => text.slice(u.start, u.end));

describe('parse: blocks', () => {
  it.each([
    ['a paragraph', 'One. Two.', ['paragraph']],
    ['a heading and a paragraph', '# Title\n\nText.', ['heading', 'paragraph']],
    ['list items', '- one\n- two\n1. three', ['item', 'item', 'item']],
    ['a blockquote', '> It is quoted.', ['quote']],
    ['a multi-line blockquote', '> One line.\n> Two lines.', ['quote']],
    ['a nested blockquote', '> Outer.\n> > Inner.\n>\n> Outer again.', ['quote']],
    ['a lazy continuation line', '> Quoted line\nthat runs on.\n\nText.', ['quote', 'paragraph']],
    ['a quote that interrupts a paragraph', 'Text.\n> Quoted.', ['paragraph', 'quote']],
    ['an indented quote under an item', '1. Step.\n   > Quoted.', ['item', 'quote']],
    ['a quote opening an item', '- > Quoted item.', ['quote']],
    ['a fenced code block', '```js\nconst a = 1;\n```\n\nText.', ['code', 'paragraph']],
    ['a tilde fence', '~~~\nIt is code.\n~~~', ['code']],
    ['a fence indented under an item', '1. Run:\n\n    ```bash\n    It is code.\n    ```', ['item', 'code']],
    ['a fence closed only by a bare fence', '```\n```js\nIt is code.\n```\nText.', ['code', 'paragraph']],
    ['a table', '| a | b |\n| --- | --- |\n| 1 | 2 |', ['table']],
    ['a table without outer pipes', 'a | b\n--- | ---\n1 | 2', ['table']],
    ['a table after a paragraph line', 'See below:\n| a | b |\n| - | - |', ['paragraph', 'table']],
    ['a thematic break', 'One.\n\n---\n\nTwo.', ['paragraph', 'rule', 'paragraph']],
    ['a starred thematic break (not an item)', '* * *', ['rule']],
    ['a setext heading', 'Title\n=====\n\nText.', ['heading', 'paragraph']],
    ['a setext heading level 2', 'Title\n-----', ['heading']],
  ])('%s', (_name, input, expected) => {
    expect(blocksOf(input)).toEqual(expected);
  });
});

describe('parse: sentences', () => {
  it('keeps a name with a stop inside it in one sentence (Node.js)', () => {
    expect(unitsOf('Before you begin, install Node.js 18 or later. Then run it.')).toEqual([
      'Before you begin, install Node.js 18 or later.',
      'Then run it.',
    ]);
  });

  it('keeps the closing emphasis of a bold sentence in that sentence', () => {
    expect(unitsOf('**Can I book for others?**\n\nAbsolutely! Yes.')).toEqual([
      '**Can I book for others?**',
      'Absolutely!',
      'Yes.',
    ]);
  });

  it('moves nothing into a name it cut (reading 46)', () => {
    const text =
      'In this guide, we will walk you through installation, basic configuration and your first rendered layer. ' +
      'Before you begin, make sure you have Node.js 18 or later installed. It is worth noting that Tessera does ' +
      'not support Internet Explorer.';
    for (const seed of [0, 1, 2, 3]) expect(rewrite(text, { seed }).text).toContain('Node.js 18');
  });
});

describe('parse: labels', () => {
  it.each([
    [
      'bold label with colon inside',
      '**Key takeaway:** Additionally, it works.',
      '**Key takeaway:** '.length,
    ],
    ['bold label with colon outside', '**Office days**: Employees come in.', '**Office days**: '.length],
    ['italic label', '*Note:* It is small.', '*Note:* '.length],
    ['underscore label', '__Tip:__ Rest.', '__Tip:__ '.length],
    ['bold-italic label', '***Warning:*** Back up.', '***Warning:*** '.length],
    ['bold sentence as a label', '**Mix the dough.** In a bowl, mix.', '**Mix the dough.** '.length],
    ['label and dash before a capital', '**Scalability** — Businesses scale.', '**Scalability** — '.length],
    ['bold subject (no punctuation)', '**Todoist** helps you.', 0],
    ['bold word and dash before lower case', '**Forest** — encourages you.', 0],
    ['label alone on its line', '**Key features:**', 0],
    ['unclosed emphasis', '**Note: it is open.', 0],
    ['answer label', 'A: It is small.', 'A: '.length],
    ['question label', 'Question: Is it small?', 'Question: '.length],
    ['a capital A opening a sentence', 'A small dog barked.', 0],
  ])('%s', (_name, line, expected) => {
    expect(labelLength(line)).toBe(expected);
  });

  it.each([
    ['a paragraph', '**Key takeaway:** Additionally, the team shipped.', ['Additionally, the team shipped.']],
    ['a list item', '- **Cost savings:** Furthermore, costs fell.', ['Furthermore, costs fell.']],
    ['each line of a paragraph', '**Pros:** Fast.\n**Cons:** Costly.', ['Fast.', 'Costly.']],
    ['a bold sentence label', '1. **Bake.** Bake for 60 minutes.', ['Bake for 60 minutes.']],
  ])('starts the sentence after a label in %s', (_name, input, expected) => {
    expect(unitsOf(input)).toEqual(expected);
  });

  it('gives no units for quotes, code, tables and breaks', () => {
    expect(unitsOf('> It is.\n\n```\nIt is.\n```\n\n| It is |\n| --- |\n\n---')).toEqual([]);
  });
});

describe('rewrite: Markdown structure', () => {
  // [name, input, lines that must come back byte-identical]; the last line is prose the engine does edit.
  it.each([
    ['a blockquote', '> It is important to note that it is quoted.\n\nIt is here.', [0]],
    [
      'a nested blockquote',
      '> Furthermore, it is quoted.\n> > Additionally, it is nested.\n\nIt is here.',
      [0, 1],
    ],
    ['a lazy quote line', '> It is quoted\nand it is lazy.\n\nIt is here.', [0, 1]],
    ['a quote inside a list', 'It is here.\n   > It is quoted. Moreover, it is kept.', [1]],
    [
      'a table',
      '| It is | Utilize |\n| --- | --- |\n| Furthermore, it is robust | it is |\n\nIt is here.',
      [0, 1, 2],
    ],
    [
      'an indented fence',
      '1. Run:\n\n    ```\n    It is important to note that it is code.\n    ```\n\nIt is here.',
      [2, 3, 4],
    ],
    ['a tilde fence', '~~~\nFurthermore, it is code.\n~~~\n\nIt is here.', [0, 1, 2]],
    ['a setext heading', 'Furthermore, It Is\n==================\n\nIt is here.', [0, 1]],
  ])('leaves %s byte-identical', (_name, input, kept) => {
    const lines = input.split('\n');
    for (const mode of ['standard', 'casual'] as const) {
      const out = rewrite(input, { mode, strength: 'strong' }).text.split('\n');
      expect(out).toHaveLength(lines.length);
      for (const i of kept) expect(out[i]).toBe(lines[i]);
    }
    // The prose around it is still edited.
    expect(rewrite(input, { mode: 'casual' }).text).toContain("It's here.");
  });

  it.each([
    'Additionally, the team shipped the new billing system on time.',
    'Furthermore, companies only pay for what they use.',
    'It is important to note that the sample was small.',
    "In today's fast-paced world, people work longer hours.",
    'Moreover, London flooded in 2020.',
    'However, it is worth noting that costs fell.',
    'Needless to say, backups matter.',
    'Please rest assured that your data is safe.',
  ])('treats the text after a label as a sentence start: %s', (sentence) => {
    for (const label of ['**Key takeaway:** ', '- **Cost savings:** ', '*Note:* ', '1. **Bake.** ']) {
      for (const mode of ['standard', 'casual', 'academic'] as const) {
        for (const strength of ['medium', 'strong'] as const) {
          const alone = rewrite(sentence, { mode, strength }).text;
          expect(rewrite(label + sentence, { mode, strength }).text).toBe(label + alone);
        }
      }
    }
  });
});
