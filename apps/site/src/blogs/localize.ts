// A post in the page's language: browser-safe, the pages read it. A post is written in English; a page in
// another language shows its translation into that language if there is one, else the English words (and
// says so).
import type { Locale } from '@aafiyat/domain';
import { blogTranslationLocales } from './languages';
import type { BlogPostSummary, BlogPostText } from './types';

export { blogTranslationLocales };

/** A post's words as a page in some language shows them, and the language they are in. */
export interface ShownPostText extends BlogPostText {
  /** The page's language, or English when the post has not been translated into it. */
  lang: Locale;
}

/** The words of `post` a page in `locale` shows: its translation into `locale`, else its English words. */
export function postTextIn(post: BlogPostSummary, locale: Locale): ShownPostText {
  const translation = locale === 'en' ? undefined : post.translations[locale];
  if (translation) return { ...translation, lang: locale };
  const { title, author, description, readingMinutes } = post;
  return { title, author, description, readingMinutes, lang: 'en' };
}

/**
 * Whether the post reads in every language of the site. Only such a post's pages are a pair (hreflang, the
 * sitemap's alternates); the other-language address of an English-only post points search engines at English.
 */
export function isFullyTranslated(post: BlogPostSummary): boolean {
  return blogTranslationLocales.every((locale) => post.translations[locale] !== undefined);
}

/**
 * A body's links to the site's own pages in the page's language (`/doctors/search` on an Urdu page is
 * `/ur/doctors/search`), as the component library's links are. Posts link to English paths, as the site's code
 * does; the rendered HTML writes every link `<a href="…"`, so the site's paths are the ones starting with `/`.
 */
export function localizeBodyLinks(html: string, localize: (href: string) => string): string {
  return html.replace(/<a href="(\/[^"]*)"/g, (_link, href: string) => `<a href="${localize(href)}"`);
}
