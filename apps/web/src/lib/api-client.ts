import { STORAGE_KEYS } from '@wordwright/contracts';
import { readStorage } from './storage';

/** An HTTP answer other than 2xx. `detail` is the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    /** The server's stable error code, used to show the message in the reader's language. */
    readonly code: string | null = null,
  ) {
    super(detail ?? `HTTP error! status: ${status}`);
    this.name = 'ApiError';
  }
}

/** The request never got an HTTP answer (offline, DNS, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** Same origin by default; LOCAL_API_URL in localStorage points a development build at another API. */
export function apiBase(): string {
  return (readStorage(STORAGE_KEYS.apiUrl) ?? '').replace(/\/+$/, '');
}

export function authToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: Record<string, string>;
  body?: FormData;
  /** Defaults to the stored token; pass null for an anonymous call. */
  token?: string | null;
  signal?: AbortSignal;
  language?: string;
  accept?: string;
}

function codeOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'code' in body) {
    const code = (body as { code: unknown }).code;
    if (typeof code === 'string' && /^[a-z_]{1,64}$/.test(code)) return code;
  }
  return null;
}

function detailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail.trim() !== '') return detail;
  }
  return null;
}

export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = options.token === undefined ? authToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.language) headers['Accept-Language'] = options.language;
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const parsed: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, detailOf(parsed), codeOf(parsed));
  }
  return response;
}

/** The one typed entry point for JSON endpoints. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
