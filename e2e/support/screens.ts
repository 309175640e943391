import type { Page } from 'playwright-core';

export interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
}

/** Every screen of the app (spec §3), for accessibility checks and screenshots. */
export const SCREENS: Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'blog', path: '/blog' },
  { name: 'article', path: '/blog/ai-detector-accuracy-comparison' },
  // An article with a '- [ ]' checklist as well as the wide table above.
  { name: 'article-checklist', path: '/blog/how-to-humanize-ai-text' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'cookies', path: '/cookies' },
  { name: 'api', path: '/api' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'verify-email', path: '/verify-email' },
  { name: 'reset-password', path: '/reset-password?token=e2e-not-a-real-token' },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'history', path: '/history', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'invite', path: '/invite', signedIn: true },
];

export const withLang = (path: string, lang: 'en' | 'zh') =>
  lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=zh`;

declare global {
  interface Window {
    __inflight?: number;
    __quietFrames?: number;
  }
}

const tracked = new WeakSet<Page>();

/** Counts the page's fetches in flight, so a screen is "settled" when its data has arrived. */
const trackFetches = () => {
  if (window.__inflight !== undefined) return;
  window.__inflight = 0;
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    window.__inflight = (window.__inflight ?? 0) + 1;
    try {
      return await original(...args);
    } finally {
      window.__inflight = (window.__inflight ?? 1) - 1;
    }
  };
};

/** Opens a screen and waits until it has settled: heading shown, no fetch in flight, no spinner, fonts loaded. */
export async function openScreen(page: Page, path: string): Promise<void> {
  if (!tracked.has(page)) {
    tracked.add(page);
    await page.addInitScript(trackFetches);
  }
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  // Hydrated (React has claimed the heading), then no fetch in flight for three frames in a row, which
  // lets the effects that start after hydration begin their requests and finish them.
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1');
      const hydrated = heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      const quiet = hydrated && window.__inflight === 0 && document.readyState === 'complete';
      window.__quietFrames = quiet ? (window.__quietFrames ?? 0) + 1 : 0;
      return window.__quietFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
  await page.waitForFunction(
    (LOADING) =>
      !Array.from(document.querySelectorAll('main [role="status"]')).some((node) =>
        LOADING.includes(node.textContent?.trim() ?? ''),
      ) && document.fonts.status === 'loaded',
    ['Loading...', '加载中...'],
  );
}
