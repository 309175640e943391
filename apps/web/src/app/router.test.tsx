import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLANS } from '@wordwright/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeJwt, jsonResponse, mockFetch, renderWithApp, sampleUser } from '../test/render';
import { pages } from './pages';
import { AppRoutes } from './router';

const location = () => screen.getByTestId('location').textContent;
// The first visit to a page transforms its code-split module, which can take a few seconds in a cold run.
const PAGE_LOAD = { timeout: 8000 };

function signIn() {
  localStorage.setItem('token', fakeJwt({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 }));
  localStorage.setItem('userInfo', JSON.stringify(sampleUser));
}

// Load every code-split page once, so the tests measure routing rather than the first module transform.
beforeAll(() => Promise.all(Object.values(pages).map((page) => page.preload())), 60_000);
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('route guards (spec §3)', () => {
  it.each(['/dashboard', '/deleteai', '/rephrase', '/history', '/profile', '/invite'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      mockFetch({});
      renderWithApp(<AppRoutes />, { path });
      await waitFor(() => expect(location()).toBe('/login'), PAGE_LOAD);
      expect(await screen.findByRole('heading', { name: 'Sign in to your account' }, PAGE_LOAD)).toBeTruthy();
    },
  );

  it.each(['/login', '/register'])(
    'sends a signed-in user from %s to /dashboard, and stays there',
    async (path) => {
      signIn();
      mockFetch({ 'GET /users/me/': () => jsonResponse(sampleUser) });
      renderWithApp(<AppRoutes />, { path });
      await waitFor(() => expect(location()).toBe('/dashboard'), PAGE_LOAD);
      expect(await screen.findByRole('heading', { name: 'Rewrite workspace' }, PAGE_LOAD)).toBeTruthy();
      expect(location()).toBe('/dashboard');
    },
  );

  it('redirects /free-trial to /register', async () => {
    mockFetch({});
    renderWithApp(<AppRoutes />, { path: '/free-trial' });
    await waitFor(() => expect(location()).toBe('/register'), PAGE_LOAD);
  });

  it('redirects unknown paths and unknown articles to /', async () => {
    mockFetch({});
    renderWithApp(<AppRoutes />, { path: '/no-such-page' });
    await waitFor(() => expect(location()).toBe('/'), PAGE_LOAD);
  });

  it('shows the loading screen while the session cannot be confirmed', async () => {
    localStorage.setItem('token', fakeJwt({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 }));
    mockFetch({ 'GET /users/me/': () => Promise.reject(new TypeError('offline')) });
    renderWithApp(<AppRoutes />, { path: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Retry Now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(location()).toBe('/dashboard');
  });
});

describe('head on client-side navigation', () => {
  const attribute = (selector: string, name: string) =>
    document.head.querySelector(selector)?.getAttribute(name);

  it('moves the canonical URL, hreflang alternates and og:url to the new page, as the title', async () => {
    mockFetch({
      'GET /plans': () => jsonResponse(PLANS.map((plan) => ({ ...plan, features: [...plan.features] }))),
    });
    renderWithApp(<AppRoutes />, { path: '/pricing' });
    await waitFor(
      () => expect(attribute('link[rel="canonical"]', 'href')).toBe('http://test/pricing'),
      PAGE_LOAD,
    );
    await userEvent.click(screen.getAllByRole('link', { name: 'Blog' })[0] as HTMLElement);
    await waitFor(() => expect(location()).toBe('/blog'));
    await waitFor(() => expect(attribute('link[rel="canonical"]', 'href')).toBe('http://test/blog'));
    expect(attribute('link[hreflang="en"]', 'href')).toBe('http://test/blog');
    expect(attribute('link[hreflang="zh"]', 'href')).toBe('http://test/blog?lang=zh');
    expect(attribute('meta[property="og:url"]', 'content')).toBe('http://test/blog');
    expect(attribute('meta[property="og:title"]', 'content')).toBe(document.title);
  });
});
