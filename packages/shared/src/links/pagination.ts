import { MAX_PAGE_LINKS } from './link-constants.ts';

/** Spec §4: the page number is clamped into 1..last page (an empty list has one page). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/**
 * The page numbers to show as links (spec §9: up to 7), a window around the current page that
 * slides to stay full near either end: page 1 of 20 → 1..7, page 10 → 7..13, page 20 → 14..20.
 */
export function pageWindow(current: number, totalPages: number, size = MAX_PAGE_LINKS): number[] {
  const last = Math.max(1, Math.floor(totalPages));
  const page = clampPage(current, last);
  const count = Math.min(size, last);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
