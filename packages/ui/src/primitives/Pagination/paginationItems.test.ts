import { describe, expect, it } from 'vitest';
import { PAGINATION_GAP as gap, paginationItems } from './paginationItems';

describe('paginationItems', () => {
  it('lists every page when they all fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts a gap after the first pages when the current page is near the start', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, gap, 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, gap, 20]);
  });

  it('puts a gap before the last pages when the current page is near the end', () => {
    expect(paginationItems(20, 20)).toEqual([1, gap, 16, 17, 18, 19, 20]);
    expect(paginationItems(17, 20)).toEqual([1, gap, 16, 17, 18, 19, 20]);
  });

  it('shows the current page with its neighbours between two gaps in the middle', () => {
    expect(paginationItems(10, 20)).toEqual([1, gap, 9, 10, 11, gap, 20]);
    expect(paginationItems(5, 20)).toEqual([1, gap, 4, 5, 6, gap, 20]);
  });

  it('keeps the same length wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 30 }, (_, index) => paginationItems(index + 1, 30).length));
    expect([...lengths]).toEqual([7]);
  });

  it('widens the window with more siblings', () => {
    expect(paginationItems(10, 20, 2)).toEqual([1, gap, 8, 9, 10, 11, 12, gap, 20]);
    expect(paginationItems(10, 20, 0)).toEqual([1, gap, 10, gap, 20]);
  });

  it('clamps a page outside the range and treats no pages as one', () => {
    expect(paginationItems(0, 20)).toEqual(paginationItems(1, 20));
    expect(paginationItems(99, 20)).toEqual(paginationItems(20, 20));
    expect(paginationItems(1, 0)).toEqual([1]);
  });
});
