import type { ArticleMeta } from '../../../build/blog-plugin';

/** The blog's filter, in the spec's order; labels come from blog:categories. */
export const CATEGORIES = [
  { id: 'all', name: null },
  { id: 'aiDetection', name: 'AI Detection' },
  { id: 'toolComparison', name: 'Tool Comparison' },
  { id: 'aiHumanization', name: 'AI Humanization' },
  { id: 'academicWriting', name: 'Academic Writing' },
  { id: 'turnitin', name: 'Turnitin' },
  { id: 'freeTools', name: 'Free Tools' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export function inCategory(article: Pick<ArticleMeta, 'category'>, category: CategoryId): boolean {
  if (category === 'all') return true;
  return CATEGORIES.find((entry) => entry.id === category)?.name === article.category;
}

export function categoryCounts(articles: Pick<ArticleMeta, 'category'>[]): Record<CategoryId, number> {
  const counts = Object.fromEntries(CATEGORIES.map((entry) => [entry.id, 0])) as Record<CategoryId, number>;
  for (const category of CATEGORIES) {
    counts[category.id] = articles.filter((article) => inCategory(article, category.id)).length;
  }
  return counts;
}

export function categoryKey(name: string): CategoryId | null {
  return CATEGORIES.find((entry) => entry.name === name)?.id ?? null;
}
