import { Icon } from '../../icons/icons';
import { ProvidedLink } from '../../providers/AafiyatProvider';
import { dataAttributes } from '../Button/Button';
import * as styles from './Pagination.css';
import { PAGINATION_GAP, paginationItems, paginationPageLabel } from './paginationItems';
import { useMessages } from '../../i18n/I18nContext';

export { paginationPageLabel } from './paginationItems';

export interface PaginationProps {
  /** The page being shown, from 1. */
  page: number;
  /** How many pages there are; with one page or none, nothing is rendered. */
  pageCount: number;
  /** The address of a page (`/doctors/search?city=Lahore&page=3`): every page is a real link. */
  hrefFor: (page: number) => string;
  /** Called with the page when one of the links is pressed, before navigation (to move focus afterwards). */
  onNavigate?: (navigation: { page: number }) => void;
  /** The navigation landmark's name; name each pagination on a page differently. */
  label?: string;
  /** The text of the link to the page before; translate it for the Urdu site. */
  previousLabel?: string;
  /** The text of the link to the page after; translate it for the Urdu site. */
  nextLabel?: string;
  /** The accessible name of a page-number link; translate it for the Urdu site. */
  pageLabel?: (page: number) => string;
  /** Pages shown either side of the current one before the list folds into gaps. */
  siblings?: number;
  /** Test and analytics hooks, rendered as `data-*` attributes on the navigation. */
  data?: Record<string, string>;
}

/**
 * Links through the pages of a list: previous, the page numbers (the first, the last, and the current page with
 * its neighbours, with gaps for the rest) and next. Every entry is a link built by `hrefFor`, so paging works
 * without JavaScript and each page has its own address; the current page is marked `aria-current="page"`.
 * Previous is left out on the first page and next on the last, rather than shown as dead links.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  onNavigate,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblings = 1,
  data,
}: PaginationProps) {
  const t = useMessages();
  const items = paginationItems(page, pageCount, siblings);
  const last = items.at(-1);
  if (typeof last !== 'number' || last <= 1) return null;
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const go = (target: number) => () => onNavigate?.({ page: target });

  return (
    <nav aria-label={label ?? t('Pagination.label')} {...dataAttributes(data)}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            <ProvidedLink
              href={hrefFor(current - 1)}
              className={styles.link}
              rel="prev"
              onClick={go(current - 1)}
            >
              <Icon name="chevronStart" />
              {previousLabel ?? t('Pagination.previous')}
            </ProvidedLink>
          </li>
        ) : null}
        {items.map((item, index) =>
          item === PAGINATION_GAP ? (
            // The gap is decoration: the links either side already say which pages they are.
            <li key={`gap-${String(index)}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <ProvidedLink
                href={hrefFor(item)}
                className={styles.link}
                aria-label={pageLabel ? pageLabel(item) : paginationPageLabel(t, item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={go(item)}
              >
                {item}
              </ProvidedLink>
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <ProvidedLink
              href={hrefFor(current + 1)}
              className={styles.link}
              rel="next"
              onClick={go(current + 1)}
            >
              {nextLabel ?? t('Pagination.next')}
              <Icon name="chevronEnd" />
            </ProvidedLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
