import { LOCALES } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { blogTranslationLocales, isFullyTranslated, localizeBodyLinks, postTextIn } from './localize';
import type { BlogPostSummary } from './types';

const english: BlogPostSummary = {
  slug: 'sunscreen-basics',
  title: 'Sunscreen basics',
  category: 'beauty',
  date: '2026-06-02',
  author: 'Aafiyat Health Desk',
  description: 'How to choose and use sunscreen.',
  readingMinutes: 3,
  translations: {},
};
const translated: BlogPostSummary = {
  ...english,
  translations: {
    ur: {
      title: 'سن اسکرین کی بنیادی باتیں',
      author: 'عافیت ہیلتھ ڈیسک',
      description: 'سن اسکرین کیسے چنیں اور لگائیں۔',
      readingMinutes: 4,
    },
  },
};

describe('blogTranslationLocales', () => {
  it("are the site's languages but English", () => {
    expect(blogTranslationLocales).toEqual(LOCALES.filter((locale) => locale !== 'en'));
  });
});

describe('postTextIn', () => {
  it('gives a translated post its words in the page language', () => {
    expect(postTextIn(translated, 'ur')).toEqual({ ...translated.translations.ur, lang: 'ur' });
    expect(postTextIn(translated, 'en')).toEqual({
      title: 'Sunscreen basics',
      author: 'Aafiyat Health Desk',
      description: 'How to choose and use sunscreen.',
      readingMinutes: 3,
      lang: 'en',
    });
  });

  it('gives a post in English only its English words, saying they are English', () => {
    expect(postTextIn(english, 'ur')).toMatchObject({ title: 'Sunscreen basics', lang: 'en' });
  });
});

describe('isFullyTranslated', () => {
  it('holds for a post in every language of the site only', () => {
    expect(isFullyTranslated(translated)).toBe(true);
    expect(isFullyTranslated(english)).toBe(false);
  });
});

describe('localizeBodyLinks', () => {
  it("puts the site's own links in the page's language and leaves other links alone", () => {
    const html =
      '<p>See <a href="/doctors/search?city=Lahore&amp;x=1">doctors</a>, <a href="https://www.pmd.gov.pk" target="_blank">PMD</a>, <a href="tel:1122">1122</a> and <a href="#tips">tips</a>.</p>';
    const toUrdu = (href: string) => (href.startsWith('/') ? `/ur${href}` : href);
    expect(localizeBodyLinks(html, toUrdu)).toBe(
      '<p>See <a href="/ur/doctors/search?city=Lahore&amp;x=1">doctors</a>, <a href="https://www.pmd.gov.pk" target="_blank">PMD</a>, <a href="tel:1122">1122</a> and <a href="#tips">tips</a>.</p>',
    );
  });
});
