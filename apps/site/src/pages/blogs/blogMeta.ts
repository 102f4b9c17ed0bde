import { pathInLocale, type Locale } from '@aafiyat/domain';
import type { PageMeta } from '../../app/meta';
import { blogCategory, type BlogCategory } from '../../blogs/categories';
import { blogTranslationLocales, isFullyTranslated, postTextIn } from '../../blogs/localize';
import type { BlogPostSummary } from '../../blogs/types';
import type { SiteTranslate } from '../../i18n/language';
import { site } from '../../site.config';

/** The path of a category's page. */
export function blogCategoryPath(slug: string): string {
  return `/blogs/category/${slug}`;
}

/** The path of a post's page. */
export function blogPostPath(slug: string): string {
  return `/blogs/${slug}`;
}

const publisher = {
  '@type': 'Organization',
  name: site.brandName,
  url: site.origin,
};

/** schema.org's `inLanguage` of each language. */
const IN_LANGUAGE: Readonly<Record<Locale, string>> = { en: 'en-PK', ur: 'ur-PK' };

/** The full URL of a site path in a language. */
const url = (path: string, locale: Locale): string => `${site.origin}${pathInLocale(path, locale)}`;

/** A page's trail from the home page down to it, in `locale`, as a schema.org BreadcrumbList. */
function breadcrumbs(
  t: SiteTranslate,
  locale: Locale,
  items: readonly { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: t('Blog.breadcrumb.home'), path: '/' }, ...items].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: url(item.path, locale),
    })),
  };
}

/**
 * A category page's head in `locale` (whose words `t` gives): its name and description, and its posts as a
 * schema.org collection. A post not translated into `locale` is listed by its English title and address, the
 * one search engines index.
 */
export function blogCategoryMeta(
  category: BlogCategory,
  posts: readonly BlogPostSummary[],
  t: SiteTranslate,
  locale: Locale,
): PageMeta {
  const name = t(category.name);
  const title = t('Blog.category.metaTitle', { category: name });
  const description = t(category.description);
  const path = blogCategoryPath(category.slug);
  return {
    title,
    description,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: title,
        description,
        url: url(path, locale),
        inLanguage: IN_LANGUAGE[locale],
        isPartOf: { '@type': 'Blog', name: t('Blog.name'), publisher },
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: posts.map((post, index) => {
            const shown = postTextIn(post, locale);
            return {
              '@type': 'ListItem',
              position: index + 1,
              url: url(blogPostPath(post.slug), shown.lang),
              name: shown.title,
            };
          }),
        },
      },
      breadcrumbs(t, locale, [{ name, path }]),
    ],
  };
}

/**
 * A post's head in `locale`: its title and description, a schema.org BlogPosting, and its place under its
 * category. A post translated into every language is a pair of pages, each naming the other as its
 * translation; a post in English only says so on both its pages (no hreflang pair, and its other-language
 * address points search engines at the English page, which alone carries the structured data).
 */
export function blogPostMeta(post: BlogPostSummary, t: SiteTranslate, locale: Locale): PageMeta {
  const shown = postTextIn(post, locale);
  const englishOnly = !isFullyTranslated(post);
  if (shown.lang !== locale) {
    return { title: shown.title, description: t('Blog.englishOnly.summary'), englishOnly };
  }
  const category = blogCategory(post.category);
  const categoryName = t(category.name);
  const path = blogPostPath(post.slug);
  const address = url(path, locale);
  const inOther = (other: Locale) => ({
    '@type': 'BlogPosting',
    url: url(path, other),
    inLanguage: IN_LANGUAGE[other],
  });
  // The English post is the original, and each translation a translation of it.
  const translationLinks = englishOnly
    ? {}
    : locale === 'en'
      ? { workTranslation: blogTranslationLocales.map(inOther) }
      : { translationOfWork: inOther('en') };
  return {
    title: shown.title,
    description: shown.description,
    ...(englishOnly ? { englishOnly } : {}),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: shown.title,
        description: shown.description,
        datePublished: post.date,
        author: { '@type': 'Organization', name: shown.author },
        publisher,
        articleSection: categoryName,
        inLanguage: IN_LANGUAGE[locale],
        timeRequired: `PT${String(shown.readingMinutes)}M`,
        url: address,
        mainEntityOfPage: { '@type': 'WebPage', '@id': address },
        ...translationLinks,
      },
      breadcrumbs(t, locale, [
        { name: categoryName, path: blogCategoryPath(category.slug) },
        { name: shown.title, path },
      ]),
    ],
  };
}
