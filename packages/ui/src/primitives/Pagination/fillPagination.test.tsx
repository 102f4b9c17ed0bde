import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { canonicalMarkup } from '../../test-support/canonicalMarkup';
import { fillPagination } from './fillPagination';
import { Pagination } from './Pagination';
import { builtInCatalogs } from '../../i18n/builtIn';
import { createTranslator } from '../../i18n/translator';

const english = createTranslator('en', builtInCatalogs.en);

const hrefFor = (page: number) => `/doctors/search?city=Lahore&page=${String(page)}`;
const pageLabel = (page: number) => `Results page ${String(page)}`;

/** Pagination on the fifth of ten pages (every kind of entry), as a page prerenders its template. */
function template(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <Pagination page={5} pageCount={10} hrefFor={hrefFor} pageLabel={pageLabel} label="Pages of doctors" />,
  );
  document.body.append(host);
  return host.querySelector('nav')!;
}

describe('fillPagination', () => {
  const cases: [number, number][] = [
    [1, 2],
    [2, 2],
    [1, 7],
    [4, 7],
    [1, 40],
    [3, 40],
    [20, 40],
    [39, 40],
    [40, 40],
    [99, 40],
  ];
  it.each(cases)('leaves the markup the component renders: page %i of %i', async (page, pageCount) => {
    const nav = template();
    fillPagination(nav, { page, pageCount, hrefFor, pageLabel, t: english });
    const screen = await render(
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={hrefFor}
        pageLabel={pageLabel}
        label="Pages of doctors"
      />,
    );
    expect(canonicalMarkup(nav)).toBe(canonicalMarkup(screen.container.querySelector('nav')!));
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe(String(Math.min(page, pageCount)));
    nav.parentElement?.remove();
  });

  it('removes the navigation when there is one page, as the component renders none', async () => {
    const nav = template();
    const host = nav.parentElement!;
    fillPagination(nav, { page: 1, pageCount: 1, hrefFor, t: english });
    const screen = await render(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(host.querySelector('nav')).toBeNull();
    expect(screen.container.querySelector('nav')).toBeNull();
    host.remove();
  });

  it('says so when its template lacks a kind of entry', () => {
    const nav = template();
    nav.querySelector('[rel="next"]')?.closest('li')?.remove();
    expect(() => {
      fillPagination(nav, { page: 1, pageCount: 3, hrefFor, t: english });
    }).toThrow(/middle page of many/);
    nav.parentElement?.remove();
  });
});
