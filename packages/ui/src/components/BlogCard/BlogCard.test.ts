import { describe, expect, it } from 'vitest';
import { formatPostDate, readingTimeLabel } from './BlogCard';

describe('formatPostDate', () => {
  it('writes the date as people read it, the same day wherever the browser is', () => {
    expect(formatPostDate('2026-06-02')).toBe('2 June 2026');
    expect(formatPostDate('2026-12-31')).toBe('31 December 2026');
  });

  it('shows a value that is not a calendar date as given rather than "Invalid Date"', () => {
    expect(formatPostDate('soon')).toBe('soon');
    expect(formatPostDate('2026-13-45')).toBe('2026-13-45');
  });
});

describe('readingTimeLabel', () => {
  it('says the minutes', () => {
    expect(readingTimeLabel(4)).toBe('4 min read');
  });
});
