import { createEngine, OptionsError } from '@wordwright/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, type FakeRequest, promptText, startFakeLlm } from '../../../test/fake-llm.js';
import { LlmClient, LlmError } from './client.js';
import { cleanOutput, LlmEngine, type LlmEngineOptions } from './engine.js';
import { MODE_INSTRUCTIONS, RETRY_HEADING, STRENGTH_INSTRUCTIONS } from './prompts.js';

let fake: FakeLlm;
const builtin = createEngine();

beforeAll(async () => {
  fake = await startFakeLlm(() => ({ content: '' }));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests = [];
  fake.maxConcurrent = 0;
});

function engine(options: Partial<LlmEngineOptions> & { concurrency?: number; stream?: boolean } = {}) {
  const client = new LlmClient({
    baseUrl: fake.url,
    model: 'test-model',
    timeoutMs: 5000,
    concurrency: options.concurrency ?? 4,
    stream: options.stream ?? true,
    backoffMs: 5,
  });
  return new LlmEngine({ client, ...options });
}

/** A model that edits like a careful writer: plainer phrasing, everything protected kept. */
const editor = (text: string) =>
  text
    .replace('It is important to note that revenue', 'Revenue')
    .replace('delve into', 'dig into')
    .replace('In order to', 'To')
    .replace('utilize', 'use');

const answer = (edit: (text: string) => string) => (request: FakeRequest) => ({
  content: edit(promptText(request)),
});

/** Every edit's spans must point at its before and after text. */
function expectConsistent(
  input: string,
  result: {
    text: string;
    edits: {
      input: { start: number; end: number };
      output: { start: number; end: number };
      before: string;
      after: string;
    }[];
  },
) {
  for (const edit of result.edits) {
    expect(input.slice(edit.input.start, edit.input.end)).toBe(edit.before);
    expect(result.text.slice(edit.output.start, edit.output.end)).toBe(edit.after);
  }
}

const INPUT =
  'It is important to note that revenue grew 12% in 2023 (Smith, 2020). The team did not delve into the details.';

describe('LlmEngine', () => {
  it.each([true, false])('rewrites through the model (stream: %s) with diff-based edits', async (stream) => {
    fake.handler = answer(editor);
    const result = await engine({ stream }).rewrite(INPUT, { mode: 'academic', strength: 'light' });
    expect(result.text).toBe(
      'Revenue grew 12% in 2023 (Smith, 2020). The team did not dig into the details.',
    );
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.stream).toBe(stream);
    expect(result.edits.map((e) => [e.before, e.after])).toEqual([
      ['It is important to note that revenue', 'Revenue'],
      ['delve', 'dig'],
    ]);
    for (const edit of result.edits) {
      expect(edit).toMatchObject({
        transform: 'llm',
        rule: 'llm-rewrite',
        reason: { en: 'Rewritten by the language model', zh: '由语言模型改写' },
      });
    }
    expectConsistent(INPUT, result);
    expect(result.html).toBe(
      '<p><mark class="ww-change" data-edit="0" title="Rewritten by the language model">Revenue</mark> grew 12% in 2023 (Smith, 2020). The team did not <mark class="ww-change" data-edit="1" title="Rewritten by the language model">dig</mark> into the details.</p>',
    );
    expect(result.summary).toMatchObject({
      engine: 'llm',
      model: 'test-model',
      llmSegments: 1,
      llmFallbackSegments: 0,
      wordsIn: 21,
      wordsOut: 15,
      guardRestorations: 0,
      meaningChecksPassed: true,
    });
    expect(result.summary.wordsChanged).toBeGreaterThan(0);
  });

  it('prompts per mode and strength, lists the protected items and the keep-list, and sends the text delimited', async () => {
    fake.handler = answer(editor);
    await engine().rewrite(INPUT, { mode: 'concise', strength: 'strong', keep: ['the details'], seed: 9 });
    const { body } = fake.requests[0] as FakeRequest;
    const [system, user] = body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain(MODE_INSTRUCTIONS.concise);
    expect(system.content).toContain(STRENGTH_INSTRUCTIONS.strong);
    expect(system.content).toContain('- the details');
    expect(system.content).not.toMatch(/detector/iu);
    for (const item of ['12%', '2023', '(Smith, 2020)', 'the details'])
      expect(user.content).toContain(`- ${item}`);
    expect(user.content.endsWith(`<text>\n${INPUT}\n</text>`)).toBe(true);
    expect(body).toMatchObject({
      model: 'test-model',
      seed: 9,
      temperature: 0.8,
      max_tokens: 256 + Math.ceil(21 * 2.5),
    });
  });

  it('retries a segment that dropped a citation and accepts the corrected answer', async () => {
    fake.handler = ({ index, ...request }) => {
      const text = editor(promptText({ index, ...request }));
      return { content: index === 0 ? text.replace(' (Smith, 2020)', '') : text };
    };
    const result = await engine().rewrite(INPUT);
    expect(fake.requests).toHaveLength(2);
    const retryPrompt = fake.requests[1]?.body.messages[1].content as string;
    expect(retryPrompt).toContain(RETRY_HEADING);
    expect(retryPrompt).toMatch(/dropped items[\s\S]*- \(Smith, 2020\)/u);
    expect(fake.requests[1]?.body.seed).toBe(1);
    expect(result.text).toContain('(Smith, 2020)');
    expect(result.summary.llmFallbackSegments).toBe(0);
  });

  it.each([
    ['drops a number', (text: string) => editor(text).replace('12% ', '')],
    ['changes a number', (text: string) => editor(text).replace('12%', '13%')],
    ['drops a citation', (text: string) => editor(text).replace(' (Smith, 2020)', '')],
    ['flips a negation', (text: string) => editor(text).replace('did not dig', 'dug')],
    ['adds a negation', (text: string) => editor(text).replace('grew', 'did not grow')],
    ['merges paragraphs', (text: string) => editor(text).replace('\n\n', ' ')],
    ['answers nothing', () => '   '],
  ])('falls back to the built-in engine for a segment when the model twice %s', async (_, edit) => {
    const input = `${INPUT}\n\nIn order to utilize the data, we kept every row.`;
    fake.handler = answer(edit);
    const result = await engine().rewrite(input);
    expect(fake.requests).toHaveLength(2);
    expect(result.text).toBe(builtin.rewrite(input).text);
    expect(result.summary).toMatchObject({
      engine: 'llm',
      llmSegments: 1,
      llmFallbackSegments: 1,
      meaningChecksPassed: true,
    });
    for (const part of ['12%', '2023', '(Smith, 2020)']) expect(result.text).toContain(part);
    expectConsistent(input, result);
  });

  it('retries an answer cut off by the token limit', async () => {
    fake.handler = (request) => ({
      content: editor(promptText(request)),
      finishReason: request.index === 0 ? 'length' : 'stop',
    });
    const result = await engine().rewrite(INPUT);
    expect(fake.requests).toHaveLength(2);
    expect(result.summary.llmFallbackSegments).toBe(0);
  });

  it('falls back only for the failing segment and keeps paragraphs and offsets right', async () => {
    const paragraphs = [
      'In order to start, we utilize a short plan for the team.',
      'The survey found 42 problems that nobody had reported before.',
      'It is important to note that revenue rose. We utilize it well.',
    ];
    const input = `${paragraphs.join('\n\n')}\n`;
    // The model loses the number in the second paragraph every time.
    fake.handler = answer((text) => editor(text).replace('42 ', 'many '));
    const result = await engine({ maxSegmentWords: 15 }).rewrite(input);
    expect(fake.requests).toHaveLength(4);
    expect(result.text).toBe(
      [
        'To start, we use a short plan for the team.',
        builtin.rewrite(paragraphs[1] as string).text,
        'Revenue rose. We use it well.\n',
      ].join('\n\n'),
    );
    expect(result.summary).toMatchObject({ llmSegments: 3, llmFallbackSegments: 1 });
    expect(result.html.match(/<p>/gu)).toHaveLength(3);
    expectConsistent(input, result);
  });

  it('never returns unescaped markup in the HTML', async () => {
    const input = 'It is important to note that revenue <script>alert("x")</script> & "quotes" stay.';
    const onlyEscaped = /<(?!\/?(?:p|mark)\b)/u;
    // Accepted: the model keeps the input's markup and slips in its own; both come back escaped.
    fake.handler = answer((text) => editor(text).replace(' stay.', ' <img src=x onerror=alert(1)> stay.'));
    const accepted = await engine().rewrite(input);
    expect(accepted.summary.llmFallbackSegments).toBe(0);
    expect(accepted.text).toContain('<img src=x onerror=alert(1)>');
    expect(accepted.html).not.toMatch(onlyEscaped);
    expect(accepted.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
    expect(accepted.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // Fallen back: the model drops the markup; the built-in engine's rewrite is escaped the same way.
    fake.handler = answer((text) => editor(text).replace(/<script>.*<\/script> /u, ''));
    const fallen = await engine().rewrite(input);
    expect(fallen.summary.llmFallbackSegments).toBe(1);
    expect(fallen.html).not.toMatch(onlyEscaped);
    expect(fallen.html).toContain('&lt;script&gt;');
  });

  it('strips reasoning blocks, fences and echoed delimiters from answers', async () => {
    expect(cleanOutput('<think>\nplan the rewrite\n</think>\n\nPlain text.')).toBe('Plain text.');
    expect(cleanOutput('```text\nPlain text.\n```')).toBe('Plain text.');
    expect(cleanOutput('<text>\nPlain text.\n</text>')).toBe('Plain text.');
    fake.handler = (request) => ({ content: `<think>ok</think>\n${editor(promptText(request))}` });
    expect((await engine().rewrite(INPUT)).summary.llmFallbackSegments).toBe(0);
  });

  it('rewrites text in other languages, keeping its numbers', async () => {
    const input = '值得注意的是，这个项目在2023年完成了85%的工作。';
    fake.handler = () => ({ content: '这个项目在2023年完成了85%的工作。' });
    const result = await engine().rewrite(input);
    expect(result.text).toBe('这个项目在2023年完成了85%的工作。');
    expect(result.summary.llmFallbackSegments).toBe(0);
    expect(result.edits).toHaveLength(1);
    expectConsistent(input, result);
  });

  it('rejects the whole rewrite when the server keeps failing', async () => {
    fake.handler = () => ({ status: 503 });
    await expect(engine().rewrite(INPUT)).rejects.toBeInstanceOf(LlmError);
  });

  it('sends no request for empty text and validates options first', async () => {
    const result = await engine().rewrite('  \n ');
    expect(result.text).toBe('  \n ');
    expect(result.summary).toMatchObject({ engine: 'llm', llmSegments: 0, llmFallbackSegments: 0 });
    await expect(engine().rewrite(INPUT, { mode: 'poetic' as 'standard' })).rejects.toBeInstanceOf(
      OptionsError,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('sends nothing when the caller has already given up', async () => {
    await expect(engine().rewrite(INPUT, {}, AbortSignal.abort())).rejects.toMatchObject({
      reason: 'aborted',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps to the concurrency limit across segments', async () => {
    const input = Array.from({ length: 8 }, (_, i) => `Paragraph number ${i + 1} is here.`).join('\n\n');
    fake.handler = (request) => ({ delayMs: 20, content: promptText(request) });
    const result = await engine({ concurrency: 2, maxSegmentWords: 5 }).rewrite(input);
    expect(fake.requests).toHaveLength(8);
    expect(fake.maxConcurrent).toBe(2);
    expect(result.text).toBe(input);
    expect(result.edits).toEqual([]);
  });

  it('reports rejected answers and fallbacks to its hooks', async () => {
    fake.handler = answer((text) => text.replace('12% ', ''));
    const rejected: string[][] = [];
    let fallbacks = 0;
    await engine({ onRejected: (f) => rejected.push(f), onFallback: () => fallbacks++ }).rewrite(INPUT);
    expect(rejected).toEqual([['protected'], ['protected']]);
    expect(fallbacks).toBe(1);
  });
});
