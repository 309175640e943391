import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible chat-completions server on loopback for tests: each request is answered by the
 * test's handler (content, status, delay, streaming quirks), and every request and the peak concurrency are
 * recorded.
 */

export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are whatever the client sent
  body: any;
  /** 0-based arrival order. */
  index: number;
}

export interface FakeReply {
  status?: number;
  /** The answer's text; streamed word by word when the request asked for a stream. */
  content?: string;
  /** A raw body instead of a chat completion (error pages, broken JSON). */
  raw?: string;
  headers?: Record<string, string>;
  /** Wait before sending anything. */
  delayMs?: number;
  finishReason?: string;
  /** Answer JSON even when a stream was asked for. */
  ignoreStream?: boolean;
  /** Stream: end without `[DONE]` or a finish reason. */
  cutStream?: boolean;
  /** Stream: send an error event instead of the content. */
  streamError?: string;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeLlm {
  /** Base URL ending in /v1. */
  url: string;
  requests: FakeRequest[];
  /** Most requests that were in progress at once. */
  maxConcurrent: number;
  handler: FakeHandler;
  close(): Promise<void>;
}

/** The text the engine asked to rewrite (between <text> and </text> in the last user message). */
export function promptText(request: FakeRequest): string {
  const messages = request.body?.messages as { role: string; content: string }[];
  const user = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  return /<text>\n([\s\S]*)\n<\/text>$/u.exec(user)?.[1] ?? '';
}

const wait = (ms: number, response: ServerResponse) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    response.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });

function completion(content: string, finishReason: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
  };
}

function chunk(delta: Record<string, string>, finishReason: string | null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

export async function startFakeLlm(handler: FakeHandler): Promise<FakeLlm> {
  let active = 0;
  const fake: FakeLlm = {
    url: '',
    requests: [],
    maxConcurrent: 0,
    handler,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    active++;
    fake.maxConcurrent = Math.max(fake.maxConcurrent, active);
    res.once('close', () => active--);
    const chunks: Buffer[] = [];
    for await (const part of req) chunks.push(part as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const request: FakeRequest = {
      path: req.url ?? '',
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
      index: fake.requests.length,
    };
    fake.requests.push(request);
    const reply = await fake.handler(request);
    if (reply.delayMs && !(await wait(reply.delayMs, res))) return;
    const status = reply.status ?? 200;
    if (reply.raw !== undefined || status !== 200) {
      res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.raw ?? JSON.stringify({ error: { message: `status ${status}` } }));
      return;
    }
    const content = reply.content ?? '';
    const finishReason = reply.finishReason ?? 'stop';
    if (!request.body?.stream || reply.ignoreStream) {
      res.writeHead(200, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(completion(content, finishReason)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', ...reply.headers });
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    if (reply.streamError) {
      send({ error: { message: reply.streamError } });
      res.end();
      return;
    }
    send(chunk({ role: 'assistant' }, null));
    for (const piece of content.match(/\S+\s*|\s+/gu) ?? []) send(chunk({ content: piece }, null));
    if (reply.cutStream) {
      res.end();
      return;
    }
    send(chunk({}, finishReason));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
