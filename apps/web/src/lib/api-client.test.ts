import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { ApiError, api, NetworkError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('shows the server detail of an error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ detail: 'Incorrect email or password' }, 401)),
    );
    const error = await api('/token').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Incorrect email or password');
    expect((error as ApiError).status).toBe(401);
  });

  it("falls back to 'HTTP error! status: {code}' without a detail", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(api('/plans')).rejects.toThrow('HTTP error! status: 502');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'x' }, 500)),
    );
    await expect(api('/plans')).rejects.toThrow('HTTP error! status: 500');
  });

  it('reports a failed connection as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('/users/me/')).rejects.toBeInstanceOf(NetworkError);
  });

  it('posts /token form-encoded and sends the stored bearer token elsewhere', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await api('/token', { form: { username: 'a@b.co', password: 'secret1' }, token: null });
    const [, tokenInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((tokenInit.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(tokenInit.body).toBe('username=a%40b.co&password=secret1');
    expect((tokenInit.headers as Record<string, string>).Authorization).toBeUndefined();

    window.localStorage.setItem('token', 'abc');
    await api('/history');
    const [, historyInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((historyInit.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('uses LOCAL_API_URL as the base when set', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([]));
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.setItem('LOCAL_API_URL', 'http://localhost:3000/');
    await api('/plans', { token: null });
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toBe(
      'http://localhost:3000/plans',
    );
  });
});
