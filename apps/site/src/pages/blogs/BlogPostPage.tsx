import { LOCALES, type Locale } from '@aafiyat/domain';
import {
  Badge,
  Box,
  Container,
  Heading,
  Icon,
  InlineAlert,
  Inline,
  Link,
  Prose,
  Stack,
  Text,
  directionOf,
  formatPostDate,
  readingTimeLabel,
  useMessages,
} from '@aafiyat/ui';
import { useId } from 'react';
import type { PageModule } from '../../app/routes';
import { blogCategory } from '../../blogs/categories';
import { blogPosts } from '../../blogs/generated';
import { blogTranslationLocales, localizeBodyLinks, postTextIn } from '../../blogs/localize';
import type { BlogPost, BlogPostBody, BlogPostSummary } from '../../blogs/types';
import { useLocalizedPath, usePageLocale, useSiteMessages } from '../../i18n/language';
import { BlogCategoryNav } from './BlogCategoryNav';
import { blogCategoryPath, blogPostMeta } from './blogMeta';

/** A post's bodies by language: those the page's languages show (see {@link blogPostPageFor}). */
export type BlogPostBodies = Readonly<Partial<Record<Locale, string>>>;

export interface BlogPostPageProps {
  /** The post's metadata. */
  post: BlogPostSummary;
  /** Its bodies, rendered from Markdown at build time: English, and each translation loaded. */
  bodies: BlogPostBodies;
}

/**
 * One blog post (`/blogs/<slug>`): title, author, date and reading time, the body, and the way back. In a
 * language the post has not been translated into, the page's own words stay in its language, and it says there
 * that the article is in English, then shows it in English (left to right).
 */
export default function BlogPostPage({ post, bodies }: BlogPostPageProps) {
  const t = useSiteMessages();
  const ui = useMessages();
  const locale = usePageLocale();
  const localize = useLocalizedPath();
  const titleId = useId();
  const category = blogCategory(post.category);
  const categoryName = t(category.name);
  const shown = postTextIn(post, locale);
  const body = bodies[shown.lang];
  if (body === undefined) throw new Error(`The ${shown.lang} body of "${post.slug}" was not loaded.`);
  const foreign = shown.lang !== locale;
  // Words in another language than the page's say so, and read in their own direction.
  const foreignText = foreign ? { lang: shown.lang, dir: directionOf(shown.lang) } : {};
  return (
    <Container width="reading" paddingBlock="xxxlarge">
      <Stack gap="xxlarge">
        <Stack as="article" aria-labelledby={titleId} gap="xlarge">
          <Stack gap="medium" alignItems="flex-start">
            <Link href={blogCategoryPath(category.slug)}>
              <Inline as="span" gap="xsmall">
                <Icon name="chevronStart" />
                {t('Blog.post.back', { category: categoryName })}
              </Inline>
            </Link>
            <Badge tone="brand">{categoryName}</Badge>
            <Heading level={1} size="large" id={titleId}>
              {foreign ? <span {...foreignText}>{shown.title}</span> : shown.title}
            </Heading>
            <Text tone="muted">
              {t('Blog.post.byline', { author: shown.author })}
              <span aria-hidden="true"> · </span>
              <time dateTime={post.date}>{formatPostDate(ui, post.date)}</time>
              <span aria-hidden="true"> · </span>
              {readingTimeLabel(ui, shown.readingMinutes)}
            </Text>
          </Stack>
          {foreign ? (
            <InlineAlert tone="info" title={t('Blog.englishOnly.title')}>
              {t('Blog.englishOnly.text')}
            </InlineAlert>
          ) : null}
          <Box {...foreignText}>
            <Prose html={localizeBodyLinks(body, localize)} size="large" />
          </Box>
          {post.category === 'clinic-management' ? null : (
            <InlineAlert tone="info" title={t('Blog.post.caution.title')}>
              {t('Blog.post.caution.text')}
            </InlineAlert>
          )}
        </Stack>
        <Stack gap="medium">
          <Heading level={2} size="small">
            {t('Blog.post.more')}
          </Heading>
          <BlogCategoryNav />
        </Stack>
      </Stack>
    </Container>
  );
}

/** The page module of one post's route: the page bound to the post and its loaded bodies, and its own head. */
export function blogPostPage(post: BlogPostSummary, bodies: BlogPostBodies): PageModule {
  function PostRoute() {
    return <BlogPostPage post={post} bodies={bodies} />;
  }
  PostRoute.displayName = `BlogPostPage(${post.slug})`;
  return { default: PostRoute, meta: (t, locale) => blogPostMeta(post, t, locale) };
}

/** Loads the body of `post` in `lang` (English, or one of its translations): each its own chunk. */
function loadBody(post: BlogPost, lang: Locale): Promise<BlogPostBody> {
  const translation = lang === 'en' ? undefined : post.translations[lang];
  if (lang !== 'en' && !translation) throw new Error(`"${post.slug}" has no ${lang} translation.`);
  return (translation ?? post).load();
}

/**
 * The page module of the post `slug`, with the bodies its pages in `locales` show loaded: each page's
 * translation, or the English body for a language the post is not in. A route's module serves its pages in
 * every language (the prerender renders both from one load), so by default every body the post has is loaded.
 */
export async function blogPostPageFor(
  slug: string,
  locales: readonly Locale[] = LOCALES,
): Promise<PageModule> {
  const post = blogPosts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No blog post ${slug}.`);
  const languages = [...new Set(locales.map((locale) => postTextIn(post, locale).lang))];
  const loaded = await Promise.all(
    languages.map(async (lang) => [lang, (await loadBody(post, lang)).html] as const),
  );
  const { load: _load, translations, ...summary } = post;
  const texts = Object.fromEntries(
    blogTranslationLocales.flatMap((locale) => {
      const translation = translations[locale];
      if (!translation) return [];
      const { load: _loadTranslation, ...text } = translation;
      return [[locale, text]];
    }),
  );
  return blogPostPage({ ...summary, translations: texts }, Object.fromEntries(loaded));
}
