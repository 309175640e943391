import { articles } from 'virtual:blog-index';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../test/render';
import BlogIndexPage from './blog-index-page';
import { CATEGORIES, categoryCounts } from './categories';

afterEach(() => vi.unstubAllGlobals());

describe('blog category filter', () => {
  it('counts every article once under All and once under its category', () => {
    const counts = categoryCounts(articles);
    expect(counts.all).toBe(articles.length);
    const named = CATEGORIES.filter((entry) => entry.id !== 'all').reduce(
      (sum, entry) => sum + counts[entry.id],
      0,
    );
    expect(named).toBe(
      articles.filter((article) => CATEGORIES.some((entry) => entry.name === article.category)).length,
    );
    expect(
      categoryCounts([{ category: 'Turnitin' }, { category: 'Turnitin' }, { category: 'Free Tools' }]),
    ).toMatchObject({
      all: 3,
      turnitin: 2,
      freeTools: 1,
      aiDetection: 0,
    });
  });

  it('shows the counts on the buttons and filters the grid', async () => {
    mockFetch({});
    renderWithApp(<BlogIndexPage />);
    const counts = categoryCounts(articles);
    expect(screen.getByTestId('count-all').textContent).toBe(`(${articles.length})`);
    const grid = () => within(screen.getByTestId('article-grid')).queryAllByRole('article');
    expect(grid()).toHaveLength(articles.length);
    const category = CATEGORIES.find((entry) => entry.id !== 'all' && counts[entry.id] > 0);
    if (!category) return;
    await userEvent.click(screen.getByTestId(`count-${category.id}`));
    expect(screen.getByTestId(`count-${category.id}`).closest('button')?.getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(grid()).toHaveLength(counts[category.id]);
  });
});
