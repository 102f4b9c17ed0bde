import type { Locale } from '@aafiyat/domain';
import type { BlogCategorySlug } from './categories';

/**
 * The languages a post may be translated into: every language of the site but English, which every post is
 * written in first (content/blogs/<slug>.md; a translation is content/blogs/<locale>/<slug>.md).
 */
export type BlogTranslationLocale = Exclude<Locale, 'en'>;

/** What a post says in one language: the words a list or a page head shows. */
export interface BlogPostText {
  title: string;
  author: string;
  /** The meta description and the card's summary (at most 160 characters). */
  description: string;
  /** Minutes to read, from the front matter or counted at 200 words a minute. */
  readingMinutes: number;
}

/** A post's metadata: everything a list or a page head needs, without the body. Its own words are English. */
export interface BlogPostSummary extends BlogPostText {
  /** The path segment: `/blogs/<slug>`. */
  slug: string;
  category: BlogCategorySlug;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  /** Its words in each language it has been translated into; none for a post in English only. */
  translations: Partial<Record<BlogTranslationLocale, BlogPostText>>;
}

/** A post's rendered body, one module (and chunk) per post and language. */
export interface BlogPostBody {
  /** The post's HTML, rendered from its Markdown at build time. */
  html: string;
}

/** A translation in the generated list: its words and how to load its body. */
export interface BlogPostTranslation extends BlogPostText {
  /** Loads the translation's body (its own chunk). */
  load: () => Promise<BlogPostBody>;
}

/** A post in the generated list: its metadata and how to load its body, in English and in each translation. */
export interface BlogPost extends BlogPostSummary {
  /** Loads the post's English body (its own chunk). */
  load: () => Promise<BlogPostBody>;
  translations: Partial<Record<BlogTranslationLocale, BlogPostTranslation>>;
}
