import { createLimiter, type Limiter } from './limit.js';

/** A client for any OpenAI-compatible chat-completions endpoint (vLLM, Ollama, llama.cpp server, hosted APIs). */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  temperature?: number;
  seed?: number;
  maxTokens?: number;
  /** Cancels the request, its retries and any wait between them. */
  signal?: AbortSignal;
}

export interface ChatResponse {
  content: string;
  /** 'stop' normally; 'length' when the model ran out of tokens. */
  finishReason: string | null;
  attempts: number;
}

export type LlmFailureReason =
  | 'timeout'
  | 'network'
  | 'rate_limited'
  | 'server_error'
  | 'client_error'
  | 'bad_response'
  | 'aborted';

export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    message: string,
    readonly reason: LlmFailureReason,
    readonly status?: number,
    /** Delay the server asked for (Retry-After), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.reason !== 'client_error' && this.reason !== 'aborted';
  }
}

/** One HTTP attempt, reported for metrics. */
export interface AttemptEvent {
  durationMs: number;
  outcome: 'ok' | LlmFailureReason;
  status?: number;
}

export interface RetryEvent {
  /** The attempt that failed (1-based). */
  attempt: number;
  delayMs: number;
  reason: LlmFailureReason;
}

export interface LlmClientOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Per attempt; when streaming, the longest silence allowed between chunks. */
  timeoutMs: number;
  /** Requests in flight at once, across all callers of this client. */
  concurrency: number;
  stream?: boolean;
  maxAttempts?: number;
  /** First back-off delay; doubles per attempt, with jitter. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Upper bound on an honoured Retry-After. */
  maxRetryAfterMs?: number;
  onAttempt?: (event: AttemptEvent) => void;
  /** Called before each wait for another attempt. */
  onRetry?: (event: RetryEvent) => void;
}

/**
 * The chat-completions URL for a base URL given with or without its API version: 'http://host:8000' and
 * 'http://host:8000/v1' both give 'http://host:8000/v1/chat/completions'; a full endpoint URL is kept.
 */
export function chatCompletionsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  let path = url.pathname.replace(/\/+$/u, '');
  if (!/\/chat\/completions$/u.test(path)) {
    if (!/\/v\d+[a-z0-9]*(?:\/|$)/iu.test(path)) path += '/v1';
    path += '/chat/completions';
  }
  url.pathname = path;
  return url.toString();
}

/** Retry-After as seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(?:\.\d+)?$/u.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function abortError(signal: AbortSignal): LlmError {
  const reason = signal.reason;
  return reason instanceof LlmError ? reason : new LlmError('LLM request aborted', 'aborted');
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function statusError(status: number, retryAfter: string | null, body: string): LlmError {
  const detail = body.replace(/\s+/gu, ' ').slice(0, 200);
  const message = `LLM server answered ${status}${detail ? `: ${detail}` : ''}`;
  if (status === 429) return new LlmError(message, 'rate_limited', status, parseRetryAfter(retryAfter));
  if (status >= 500 || status === 408)
    return new LlmError(message, 'server_error', status, parseRetryAfter(retryAfter));
  return new LlmError(message, 'client_error', status);
}

interface Choice {
  message?: { content?: unknown };
  delta?: { content?: unknown };
  finish_reason?: unknown;
}

function firstChoice(payload: unknown): Choice | undefined {
  if (payload && typeof payload === 'object' && 'error' in payload && payload.error) {
    const error = payload.error as { message?: unknown };
    throw new LlmError(
      `LLM server error: ${String(error.message ?? 'unknown')}`.slice(0, 240),
      'server_error',
    );
  }
  const choices = (payload as { choices?: unknown } | null)?.choices;
  return Array.isArray(choices) ? (choices[0] as Choice | undefined) : undefined;
}

export class LlmClient {
  readonly url: string;
  readonly model: string;
  private readonly limit: Limiter;
  private readonly options: Required<Omit<LlmClientOptions, 'apiKey' | 'onAttempt' | 'onRetry'>> &
    Pick<LlmClientOptions, 'apiKey' | 'onAttempt' | 'onRetry'>;

  constructor(options: LlmClientOptions) {
    this.options = {
      stream: true,
      maxAttempts: 3,
      backoffMs: 500,
      maxBackoffMs: 8000,
      maxRetryAfterMs: 60_000,
      ...options,
    };
    this.url = chatCompletionsUrl(options.baseUrl);
    this.model = options.model;
    this.limit = createLimiter(options.concurrency);
  }

  /** Sends a chat completion, retrying 429, 5xx, timeouts and network errors with back-off. */
  async chat(request: ChatRequest): Promise<ChatResponse> {
    const { maxAttempts } = this.options;
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.limit(() => this.attempt(request));
        return { ...result, attempts: attempt };
      } catch (error) {
        const failure =
          error instanceof LlmError ? error : new LlmError(`LLM request failed: ${String(error)}`, 'network');
        if (!failure.retryable || attempt >= maxAttempts) throw failure;
        const delayMs = this.delay(attempt, failure);
        this.options.onRetry?.({ attempt, delayMs, reason: failure.reason });
        await sleep(delayMs, request.signal);
      }
    }
  }

  private delay(attempt: number, failure: LlmError): number {
    const { backoffMs, maxBackoffMs, maxRetryAfterMs } = this.options;
    if (failure.retryAfterMs !== undefined) return Math.min(failure.retryAfterMs, maxRetryAfterMs);
    const ceiling = Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1));
    // Jitter spreads the retries of many segments that failed together.
    return Math.round(ceiling * (0.5 + Math.random() * 0.5));
  }

  private async attempt(request: ChatRequest): Promise<Omit<ChatResponse, 'attempts'>> {
    const { timeoutMs, stream, apiKey } = this.options;
    const started = performance.now();
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => controller.abort(new LlmError(`LLM server did not answer within ${timeoutMs} ms`, 'timeout')),
        timeoutMs,
      );
    };
    const onAbort = () => controller.abort(new LlmError('LLM request aborted', 'aborted'));
    if (request.signal?.aborted) throw abortError(request.signal);
    request.signal?.addEventListener('abort', onAbort, { once: true });
    arm();
    let status: number | undefined;
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.model,
          messages: request.messages,
          stream,
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
          ...(request.seed !== undefined ? { seed: request.seed } : {}),
          ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
        }),
        signal: controller.signal,
      });
      status = response.status;
      if (!response.ok) {
        throw statusError(response.status, response.headers.get('retry-after'), await response.text());
      }
      // Some servers ignore `stream: true`; read whatever format came back.
      const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
      const result =
        isStream && response.body ? await this.readStream(response.body, arm) : await readJson(response);
      this.options.onAttempt?.({ durationMs: performance.now() - started, outcome: 'ok', status });
      return result;
    } catch (error) {
      const failure = controller.signal.aborted
        ? abortError(controller.signal)
        : error instanceof LlmError
          ? error
          : new LlmError(`LLM server unreachable: ${(error as Error).message}`, 'network');
      this.options.onAttempt?.({ durationMs: performance.now() - started, outcome: failure.reason, status });
      throw failure;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Reads server-sent events: `data: {json}` lines with `choices[0].delta.content`, ended by `data: [DONE]`. */
  private async readStream(
    body: ReadableStream<Uint8Array>,
    onChunk: () => void,
  ): Promise<Omit<ChatResponse, 'attempts'>> {
    const decoder = new TextDecoder();
    let buffer = '';
    let content = '';
    let finishReason: string | null = null;
    let done = false;
    const handle = (line: string) => {
      if (!line.startsWith('data:')) return;
      const data = line.slice(5).trim();
      if (data === '[DONE]') {
        done = true;
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(data);
      } catch {
        throw new LlmError('LLM server sent an unreadable stream event', 'bad_response');
      }
      const choice = firstChoice(payload);
      if (typeof choice?.delta?.content === 'string') content += choice.delta.content;
      if (typeof choice?.finish_reason === 'string') finishReason = choice.finish_reason;
    };
    const reader = body.getReader();
    try {
      while (!done) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        onChunk();
        buffer += decoder.decode(value, { stream: true });
        const lines = buffer.split(/\r?\n/u);
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          handle(line);
          if (done) break;
        }
      }
      if (!done) handle((buffer + decoder.decode()).trim());
    } finally {
      await reader.cancel().catch(() => undefined);
    }
    if (!done && finishReason === null) throw new LlmError('LLM stream ended early', 'bad_response');
    return { content, finishReason };
  }
}

async function readJson(response: Response): Promise<Omit<ChatResponse, 'attempts'>> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new LlmError('LLM server sent unreadable JSON', 'bad_response');
  }
  const choice = firstChoice(payload);
  if (typeof choice?.message?.content !== 'string') {
    throw new LlmError('LLM response has no message content', 'bad_response');
  }
  return {
    content: choice.message.content,
    finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
  };
}
