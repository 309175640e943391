import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLANS } from '@wordwright/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp } from '../../test/render';
import type { LiveExample } from './api';
import LandingPage from './landing-page';

afterEach(() => vi.unstubAllGlobals());

const example: LiveExample = {
  before: 'In today’s fast-paced world, it is important to note that clear communication matters.',
  after_html: '<p>Clear communication matters.</p>',
  changes: Array.from({ length: 11 }, (_, index) => ({
    before: `stock phrase ${index + 1}`,
    after: `plain phrase ${index + 1}`,
    reason: { en: `reason ${index + 1}`, zh: `理由 ${index + 1}` },
  })),
};

function mockLanding(live: () => Response | Promise<Response>) {
  mockFetch({
    'GET /plans': () => jsonResponse(PLANS.map((plan) => ({ ...plan, features: [...plan.features] }))),
    'GET /examples/live': live,
    'GET /stats/today': () => jsonResponse({ words: 1234 }),
  });
}

const changeList = (title: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  return within(heading.parentElement as HTMLElement).getAllByRole('listitem');
};

describe('landing page live example', () => {
  it.each([
    ['en', '11 changes, each with its reason', 'Show all 11 changes', 'Show fewer changes'],
    ['zh', '11 处修改，每处都有理由', '显示全部 11 处修改', '收起部分修改'],
  ] as const)(
    'lists the changes its heading counts, behind a toggle (%s)',
    async (language, title, more, fewer) => {
      mockLanding(() => jsonResponse(example));
      renderWithApp(<LandingPage />, { language });
      expect(await screen.findByRole('heading', { level: 3, name: title })).toBeTruthy();
      expect(changeList(title)).toHaveLength(6);
      const toggle = screen.getByRole('button', { name: more });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(toggle);
      expect(changeList(title)).toHaveLength(11);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      await userEvent.click(screen.getByRole('button', { name: fewer }));
      expect(changeList(title)).toHaveLength(6);
    },
  );

  it('offers no toggle when every change already shows', async () => {
    mockLanding(() => jsonResponse({ ...example, changes: example.changes.slice(0, 3) }));
    renderWithApp(<LandingPage />);
    expect(
      await screen.findByRole('heading', { level: 3, name: '3 changes, each with its reason' }),
    ).toBeTruthy();
    expect(changeList('3 changes, each with its reason')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('holds the section’s place while the example loads, so the sections below do not jump', async () => {
    let arrive: (response: Response) => void = () => {};
    mockLanding(() => new Promise<Response>((resolve) => (arrive = resolve)));
    const { container } = renderWithApp(<LandingPage />);
    const placeholder = container.querySelector('section#example');
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'A real example' })).toBeTruthy();
    arrive(jsonResponse(example));
    expect(
      await screen.findByRole('heading', { level: 3, name: '11 changes, each with its reason' }),
    ).toBeTruthy();
    expect(container.querySelector('section#example')?.getAttribute('aria-busy')).toBe('false');
  });

  it('leaves the section out when there is no example', async () => {
    mockLanding(() => jsonResponse(null));
    const { container } = renderWithApp(<LandingPage />);
    await vi.waitFor(() => expect(container.querySelector('section#example')).toBeNull());
    expect(container.querySelector('section#pricing')).not.toBeNull();
  });
});
