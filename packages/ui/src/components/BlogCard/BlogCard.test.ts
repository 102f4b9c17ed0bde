import { describe, expect, it } from 'vitest';
import { formatIsoDateInWords } from '@aafiyat/domain';
import { builtInCatalogs } from '../../i18n/builtIn';
import { createTranslator } from '../../i18n/translator';
import { formatPostDate, readingTimeLabel } from './BlogCard';

const english = createTranslator('en', builtInCatalogs.en);
const urdu = createTranslator('ur', builtInCatalogs.ur);

describe('formatPostDate', () => {
  it('writes the date as people read it, the same day wherever the browser is', () => {
    expect(formatPostDate(english, '2026-06-02')).toBe('2 June 2026');
    expect(formatPostDate(english, '2026-12-31')).toBe('31 December 2026');
    expect(formatPostDate(urdu, '2026-06-02')).toBe('2 جون 2026');
  });

  it('writes English as the domain does, every day of a leap year', () => {
    for (let day = 0; day < 366; day += 1) {
      const text = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatPostDate(english, text)).toBe(formatIsoDateInWords(text));
    }
  });

  it('shows a value that is not a calendar date as given rather than "Invalid Date"', () => {
    expect(formatPostDate(english, 'soon')).toBe('soon');
    expect(formatPostDate(english, '2026-13-45')).toBe('2026-13-45');
    expect(formatPostDate(english, '2026-02-30')).toBe('2026-02-30');
  });
});

describe('readingTimeLabel', () => {
  it('says the minutes', () => {
    expect(readingTimeLabel(english, 4)).toBe('4 min read');
    expect(readingTimeLabel(urdu, 4)).toBe('پڑھنے میں 4 منٹ');
  });
});
