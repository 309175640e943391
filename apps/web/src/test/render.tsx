import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import type { RenderData } from '../app/runtime-data';
import { createI18n, type Language } from '../i18n';

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders inside every provider the app uses, with a memory router at `path`; `boot` adds what the server would hand over. */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', language = 'en' as Language, boot = {} as RenderData } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders
      i18n={createI18n(language)}
      queryClient={queryClient}
      boot={{ ...boot, lang: language, publicUrl: 'http://test' }}
      authRetryDelayMs={5}
    >
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Routes fetch calls by "METHOD /path" to handlers; unknown calls fail the test loudly. */
export function mockFetch(handlers: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected fetch ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** An unsigned JWT with the given payload; the client only reads it. */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** Each test of the file starts signed in (a valid token, user 7) and ends with storage and fetch restored. */
export function signedInEachTest(): void {
  beforeEach(() => {
    localStorage.setItem('token', fakeJwt({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 }));
    localStorage.setItem('tokenTimestamp', String(Date.now()));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

export const sampleUser = {
  id: 7,
  email: 'writer@example.com',
  left_credit: 4200,
  total_credit: 5000,
  used_credit: 800,
  membership: false,
};
