import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../test/fake-llm.js';
import { chatCompletionsUrl, LlmClient, type LlmClientOptions, LlmError, parseRetryAfter } from './client.js';

let fake: FakeLlm;

beforeAll(async () => {
  fake = await startFakeLlm(() => ({ content: 'ok' }));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests = [];
  fake.maxConcurrent = 0;
});

const client = (options: Partial<LlmClientOptions> = {}) =>
  new LlmClient({
    baseUrl: fake.url,
    model: 'test-model',
    timeoutMs: 5000,
    concurrency: 4,
    backoffMs: 5,
    ...options,
  });
const ask = { messages: [{ role: 'user' as const, content: 'Hello' }] };

describe('chatCompletionsUrl', () => {
  it.each([
    ['http://localhost:8000', 'http://localhost:8000/v1/chat/completions'],
    ['http://localhost:8000/', 'http://localhost:8000/v1/chat/completions'],
    ['http://localhost:8000/v1', 'http://localhost:8000/v1/chat/completions'],
    ['http://localhost:11434/v1/', 'http://localhost:11434/v1/chat/completions'],
    ['https://api.example.com/openai/v1', 'https://api.example.com/openai/v1/chat/completions'],
    ['https://example.com/v1beta/openai', 'https://example.com/v1beta/openai/chat/completions'],
    ['http://host/v1/chat/completions', 'http://host/v1/chat/completions'],
    ['http://host/llm?key=1', 'http://host/llm/v1/chat/completions?key=1'],
  ])('%s → %s', (base, url) => {
    expect(chatCompletionsUrl(base)).toBe(url);
  });
});

describe('parseRetryAfter', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['3', 3000],
    ['0.5', 500],
    ['soon', undefined],
    ['Thu, 01 Jan 1970 00:00:10 GMT', 5000],
  ])('%j → %j', (value, ms) => {
    expect(parseRetryAfter(value, 5000)).toBe(ms);
  });
});

describe('LlmClient', () => {
  it('sends a non-streaming request with the model, messages and bearer key', async () => {
    fake.handler = () => ({ content: 'Plain answer.' });
    const result = await client({ stream: false, apiKey: 'sk-test' }).chat({
      ...ask,
      temperature: 0.5,
      seed: 7,
    });
    expect(result).toEqual({ content: 'Plain answer.', finishReason: 'stop', attempts: 1 });
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toEqual({
      model: 'test-model',
      messages: ask.messages,
      stream: false,
      temperature: 0.5,
      seed: 7,
    });
  });

  it('sends no authorization header without a key', async () => {
    await client().chat(ask);
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('accepts a base URL without /v1', async () => {
    await client({ baseUrl: fake.url.replace(/\/v1$/u, '') }).chat(ask);
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
  });

  it('streams: accumulates delta content until [DONE]', async () => {
    const content = 'One short line,\nthen another — with “quotes” and 中文.';
    fake.handler = () => ({ content });
    const result = await client({ stream: true }).chat(ask);
    expect(fake.requests[0]?.body.stream).toBe(true);
    expect(result).toEqual({ content, finishReason: 'stop', attempts: 1 });
  });

  it('reports a stream cut off by the token limit', async () => {
    fake.handler = () => ({ content: 'Half an', finishReason: 'length' });
    expect(await client().chat(ask)).toMatchObject({ content: 'Half an', finishReason: 'length' });
  });

  it('reads a JSON answer when the server ignores stream: true', async () => {
    fake.handler = () => ({ content: 'Not streamed.', ignoreStream: true });
    expect((await client({ stream: true }).chat(ask)).content).toBe('Not streamed.');
  });

  it('times out a slow answer, then retries', async () => {
    fake.handler = ({ index }) =>
      index === 0 ? { delayMs: 30_000, content: 'late' } : { content: 'on time' };
    const events: string[] = [];
    const result = await client({ timeoutMs: 200, onAttempt: (e) => events.push(e.outcome) }).chat(ask);
    expect(result).toMatchObject({ content: 'on time', attempts: 2 });
    expect(events).toEqual(['timeout', 'ok']);
  });

  it('times out a stream that goes silent, then retries', async () => {
    fake.handler = ({ index }) => (index === 0 ? { delayMs: 30_000 } : { content: 'streamed' });
    const result = await client({ timeoutMs: 200, stream: true }).chat(ask);
    expect(result).toMatchObject({ content: 'streamed', attempts: 2 });
  });

  it('retries a 500, then succeeds', async () => {
    fake.handler = ({ index }) => (index === 0 ? { status: 500 } : { content: 'recovered' });
    const result = await client().chat(ask);
    expect(result).toMatchObject({ content: 'recovered', attempts: 2 });
  });

  it('honours Retry-After on 429, then succeeds', async () => {
    fake.handler = ({ index }) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '1' } } : { content: 'ok' };
    const delays: number[] = [];
    // A back-off far longer than the test timeout: only the server's Retry-After lets this finish.
    const result = await client({ backoffMs: 10 * 60_000, onRetry: (e) => delays.push(e.delayMs) }).chat(ask);
    expect(result).toMatchObject({ content: 'ok', attempts: 2 });
    expect(delays).toEqual([1000]);
  });

  it('caps a huge Retry-After', async () => {
    fake.handler = ({ index }) =>
      index === 0 ? { status: 503, headers: { 'retry-after': '86400' } } : { content: 'ok' };
    const delays: number[] = [];
    await client({ maxRetryAfterMs: 20, onRetry: (e) => delays.push(e.delayMs) }).chat(ask);
    expect(delays).toEqual([20]);
  });

  it('backs off exponentially with jitter between attempts', async () => {
    fake.handler = () => ({ status: 502 });
    const delays: number[] = [];
    await expect(client({ backoffMs: 8, onRetry: (e) => delays.push(e.delayMs) }).chat(ask)).rejects.toThrow(
      LlmError,
    );
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(4);
    expect(delays[0]).toBeLessThanOrEqual(8);
    expect(delays[1]).toBeGreaterThanOrEqual(8);
    expect(delays[1]).toBeLessThanOrEqual(16);
  });

  it('gives up after three attempts of persistent failure', async () => {
    fake.handler = () => ({ status: 500, raw: '{"error":{"message":"model crashed"}}' });
    const error = await client()
      .chat(ask)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({ reason: 'server_error', status: 500 });
    expect((error as Error).message).toContain('model crashed');
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a client error', async () => {
    fake.handler = () => ({ status: 401 });
    await expect(client().chat(ask)).rejects.toMatchObject({ reason: 'client_error', status: 401 });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries an error event inside the stream', async () => {
    fake.handler = ({ index }) => (index === 0 ? { streamError: 'overloaded' } : { content: 'fine' });
    expect(await client().chat(ask)).toMatchObject({ content: 'fine', attempts: 2 });
  });

  it('retries a stream that ends without [DONE]', async () => {
    fake.handler = ({ index }) => (index === 0 ? { content: 'cut', cutStream: true } : { content: 'whole' });
    expect(await client().chat(ask)).toMatchObject({ content: 'whole', attempts: 2 });
  });

  it('retries unreadable JSON and an answer without content', async () => {
    fake.handler = ({ index }) =>
      index === 0
        ? { raw: '{not json' }
        : index === 1
          ? { raw: '{"choices":[]}' }
          : { content: 'third time' };
    expect(await client({ stream: false }).chat(ask)).toMatchObject({ content: 'third time', attempts: 3 });
  });

  it('retries network errors and then fails with reason network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const attempts: string[] = [];
    const failing = client({
      baseUrl: `http://127.0.0.1:${port}`,
      onAttempt: (e) => attempts.push(e.outcome),
    });
    await expect(failing.chat(ask)).rejects.toMatchObject({ reason: 'network' });
    expect(attempts).toEqual(['network', 'network', 'network']);
  });

  it('stops when the caller aborts', async () => {
    fake.handler = () => ({ delayMs: 30_000 });
    const controller = new AbortController();
    const pending = client().chat({ ...ask, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ reason: 'aborted' });
    expect(fake.requests).toHaveLength(1);
  });

  it('never has more requests in flight than its concurrency', async () => {
    fake.handler = () => ({ delayMs: 30, content: 'ok' });
    const limited = client({ concurrency: 2 });
    await Promise.all(Array.from({ length: 8 }, () => limited.chat(ask)));
    expect(fake.requests).toHaveLength(8);
    expect(fake.maxConcurrent).toBe(2);
  });
});
