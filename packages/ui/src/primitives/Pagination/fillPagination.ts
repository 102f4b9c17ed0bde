// Pagination without React: a page that draws its results from a script (the site's doctor search before a person
// touches it) fills a prerendered pagination for the results it shows. The markup is the component's own
// (./Pagination.tsx): a browser test renders both for the same pages and compares them.
import * as styles from './Pagination.css';
import { PAGINATION_GAP, paginationItems, paginationPageLabel } from './paginationItems';
import type { Translate } from '../../i18n/translator';

/** What {@link fillPagination} shows, as {@link Pagination}'s props of the same names. */
export interface FillPaginationOptions {
  /** The page being shown, from 1. */
  page: number;
  /** How many pages there are; with one page or none, the navigation is removed. */
  pageCount: number;
  /** The address of a page. */
  hrefFor: (page: number) => string;
  /** The accessible name of a page-number link. */
  pageLabel?: (page: number) => string;
  /** The page's language (`createTranslator`): the page links' names, as the component's provider gives them. */
  t: Translate;
  /** Pages shown either side of the current one. */
  siblings?: number;
}

/**
 * Fills `nav`, a {@link Pagination} rendered with every kind of entry (previous, next, a gap and the current page:
 * the fifth of ten does), for `page` of `pageCount`: the markup the component renders for the same props. With a
 * single page the component renders nothing, and `nav` is removed. The links are plain links: paging is a page load.
 */
export function fillPagination(
  nav: HTMLElement,
  { page, pageCount, hrefFor, pageLabel, siblings = 1, t }: FillPaginationOptions,
): void {
  const list = nav.querySelector('ul');
  const entries = list ? [...list.children] : [];
  const linked = (rel: string | null) =>
    entries.find((entry) => {
      const link = entry.querySelector('a');
      return (
        link !== null &&
        link.getAttribute('rel') === rel &&
        (rel !== null || !link.hasAttribute('aria-current'))
      );
    });
  const previous = linked('prev');
  const next = linked('next');
  const number = linked(null);
  const gap = entries.find((entry) => entry.classList.contains(styles.gap));
  if (!list || !previous || !next || !number || !gap) {
    throw new Error("A pagination's template lacks an entry: render it on a middle page of many (5 of 10).");
  }

  const items = paginationItems(page, pageCount, siblings);
  const last = items.at(-1);
  if (typeof last !== 'number' || last <= 1) {
    nav.remove();
    return;
  }
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const entry = (template: Element, target: number) => {
    const clone = template.cloneNode(true) as Element;
    clone.querySelector('a')?.setAttribute('href', hrefFor(target));
    return clone;
  };

  const filled: Node[] = [];
  if (current > 1) filled.push(entry(previous, current - 1));
  for (const item of items) {
    if (item === PAGINATION_GAP) {
      filled.push(gap.cloneNode(true));
      continue;
    }
    const clone = entry(number, item);
    const link = clone.querySelector('a');
    if (link) {
      link.setAttribute('aria-label', pageLabel ? pageLabel(item) : paginationPageLabel(t, item));
      if (item === current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
      link.textContent = String(item);
    }
    filled.push(clone);
  }
  if (current < last) filled.push(entry(next, current + 1));
  list.replaceChildren(...filled);
}
