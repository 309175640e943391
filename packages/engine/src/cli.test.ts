import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out.push(String(chunk));
    return true;
  });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    err.push(args.join(' '));
  });
  return { out, err };
}

const file = (name: string, text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'ww-cli-'));
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

afterEach(() => vi.restoreAllMocks());

describe('cli', () => {
  it('splits --keep on Chinese separators as the workspace does', async () => {
    const { out } = capture();
    const code = await main([
      'rewrite',
      '--json',
      '--keep',
      'leverage，utilize',
      file('in.txt', 'We leverage tools and utilize data.'),
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(out.join('')).text.trim()).toBe('We leverage tools and utilize data.');
  });

  it('rewrites a file', async () => {
    const { out } = capture();
    const code = await main([
      'rewrite',
      '--mode',
      'casual',
      file('in.txt', 'We do not know. It is important to note that it works.'),
    ]);
    expect(code).toBe(0);
    expect(out.join('')).toBe("We don't know. It works.");
  });

  it('prints the full result with --json', async () => {
    const { out } = capture();
    await main(['rewrite', '--json', '--seed', '2', file('in.txt', 'Moreover, we utilize tools.')]);
    const result = JSON.parse(out.join(''));
    expect(result.text).toBe('We use tools.');
    expect(result.edits.length).toBeGreaterThan(0);
    expect(result.summary.wordsIn).toBe(4);
  });

  it('processes JSON lines with --jsonl', async () => {
    const { out } = capture();
    const input = `${JSON.stringify({ id: 'a', text: 'We utilize tools.' })}\n${JSON.stringify({ id: 'b', text: 'We do not know.', options: { mode: 'casual' } })}\n`;
    const code = await main(['rewrite', '--jsonl', file('in.jsonl', input)]);
    expect(code).toBe(0);
    const lines = out
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => [l.id, l.text])).toEqual([
      ['a', 'We use tools.'],
      ['b', "We don't know."],
    ]);
    expect(lines[0]).toHaveProperty('summary');
    expect(lines[0]).toHaveProperty('edits');
  });

  it.each([
    [[], /Missing command/u],
    [['rewrite', '--mode'], /--mode needs a value/u],
    [['rewrite', '--mode', 'poetic', 'x.txt'], /mode "poetic"/u],
    [['rewrite', '--seed', 'abc'], /Invalid --seed "abc"/u],
    [['rewrite', '--bogus'], /Unknown option "--bogus"/u],
    [['rewrite', '--json', '--jsonl'], /cannot be combined/u],
  ])('exits 2 with a clear message for %j', async (argv, message) => {
    const { err } = capture();
    const code = await main(argv as string[]);
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(message);
    expect(err.join('\n')).toMatch(/Usage: wordwright rewrite/u);
  });
});
