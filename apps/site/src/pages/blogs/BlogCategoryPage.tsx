import { BlogCard, Box, Container, Heading, Stack, Text } from '@aafiyat/ui';
import type { PageModule } from '../../app/routes';
import { blogCategory, type BlogCategory, type BlogCategorySlug } from '../../blogs/categories';
import { blogPosts } from '../../blogs/generated';
import { postTextIn } from '../../blogs/localize';
import type { BlogPostSummary } from '../../blogs/types';
import { usePageLocale, useSiteMessages } from '../../i18n/language';
import { BlogCategoryNav } from './BlogCategoryNav';
import { blogCategoryMeta, blogPostPath } from './blogMeta';

export interface BlogCategoryPageProps {
  /** The category shown. */
  category: BlogCategory;
  /** Its posts, newest first. */
  posts: readonly BlogPostSummary[];
}

/**
 * A blog category (`/blogs/category/beauty`): its heading, the category links, its posts. In a language a post
 * has not been translated into, its card keeps the English title and says, in the page's language, that the
 * article is in English.
 */
export default function BlogCategoryPage({ category, posts }: BlogCategoryPageProps) {
  const t = useSiteMessages();
  const locale = usePageLocale();
  const name = t(category.name);
  return (
    <Container paddingBlock="xxxlarge">
      <Stack gap="xxlarge">
        <Stack gap="medium">
          <Text tone="muted" weight="medium">
            {t('Blog.name')}
          </Text>
          <Heading level={1} size="large">
            {name}
          </Heading>
          <Text size="large">{t(category.intro)}</Text>
        </Stack>
        <BlogCategoryNav current={category.slug} />
        {posts.length === 0 ? (
          <Text>{t('Blog.category.empty')}</Text>
        ) : (
          <Box
            as="ul"
            display="grid"
            gridTemplateColumns={['1', '2', '3']}
            gap="large"
            paddingInlineStart="none"
          >
            {posts.map((post) => {
              const shown = postTextIn(post, locale);
              return (
                <Box as="li" key={post.slug} display="flex">
                  <BlogCard
                    title={shown.title}
                    href={blogPostPath(post.slug)}
                    category={name}
                    date={post.date}
                    description={shown.lang === locale ? shown.description : t('Blog.englishOnly.summary')}
                    readingMinutes={shown.readingMinutes}
                    headingLevel={2}
                  />
                </Box>
              );
            })}
          </Box>
        )}
      </Stack>
    </Container>
  );
}

/** The page module of one category's route: the page bound to the category, and its own head. */
export function blogCategoryPage(slug: BlogCategorySlug): PageModule {
  const category = blogCategory(slug);
  const posts = blogPosts.filter((post) => post.category === slug);
  function CategoryRoute() {
    return <BlogCategoryPage category={category} posts={posts} />;
  }
  CategoryRoute.displayName = `BlogCategoryPage(${slug})`;
  return { default: CategoryRoute, meta: (t, locale) => blogCategoryMeta(category, posts, t, locale) };
}
