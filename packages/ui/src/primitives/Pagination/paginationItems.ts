import type { Translate } from '../../i18n/translator';

/** The accessible name of a page-number link ("Page 3", "صفحہ 3"), in the translator's language. */
export function paginationPageLabel(t: Translate, page: number): string {
  return t('Pagination.page', { page });
}

/** A gap in the run of page numbers, shown as an ellipsis. */
export const PAGINATION_GAP = 'gap';

/** One entry of the page list: a page number, or a gap standing for the pages left out. */
export type PaginationItem = number | typeof PAGINATION_GAP;

/**
 * The page numbers to show for `page` of `pageCount`: always the first and the last, the current page with
 * `siblings` pages either side, and a gap where pages are left out. A gap never stands for a single page (that
 * page is shown instead, as it takes the same room), so the list has the same length wherever the current page
 * is. Pages are counted from 1; a `page` outside 1…`pageCount` is clamped.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const last = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const around = Math.max(0, Math.floor(siblings));
  // first + gap + (siblings, current, siblings) + gap + last
  const slots = 2 * around + 5;
  if (last <= slots) return range(1, last);

  const windowStart = Math.max(2, current - around);
  const windowEnd = Math.min(last - 1, current + around);
  const showStartGap = windowStart > 3;
  const showEndGap = windowEnd < last - 2;

  if (!showStartGap) return [...range(1, slots - 2), PAGINATION_GAP, last];
  if (!showEndGap) return [1, PAGINATION_GAP, ...range(last - (slots - 3), last)];
  return [1, PAGINATION_GAP, ...range(windowStart, windowEnd), PAGINATION_GAP, last];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
