/** Rewrites per page on /history (the API allows 1 to 100). */
export const HISTORY_PAGE_SIZE = 20;

/** How many pages `total` items fill; at least 1 so "page 1 of 1" reads sensibly when empty. */
export function pageCount(total: number, pageSize: number = HISTORY_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** Keeps `page` inside 1..pageCount, e.g. after deleting the only item of the last page. */
export function clampPage(page: number, total: number, pageSize: number = HISTORY_PAGE_SIZE): number {
  const last = pageCount(total, pageSize);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), last);
}

/** The 1-based positions of the first and last item shown on `page` (0 and 0 when there are none). */
export function pageRange(
  page: number,
  total: number,
  pageSize: number = HISTORY_PAGE_SIZE,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const current = clampPage(page, total, pageSize);
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total) };
}

/**
 * Where focus goes after deleting the item at `index` of a page that now has `remaining` items:
 * the item that took its place, else the one before it, else the list heading (null).
 */
export function focusIndexAfterDelete(index: number, remaining: number): number | null {
  if (remaining <= 0) return null;
  return Math.min(Math.max(0, index), remaining - 1);
}
