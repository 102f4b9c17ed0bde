import { BlogCard, Box, Container, Heading, Stack, Text } from '@aafiyat/ui';
import type { PageModule } from '../../app/routes';
import { blogCategory, type BlogCategory, type BlogCategorySlug } from '../../blogs/categories';
import { blogPosts } from '../../blogs/generated';
import type { BlogPostSummary } from '../../blogs/types';
import { BlogCategoryNav } from './BlogCategoryNav';
import { blogCategoryMeta, blogPostPath } from './blogMeta';

export interface BlogCategoryPageProps {
  /** The category shown. */
  category: BlogCategory;
  /** Its posts, newest first. */
  posts: readonly BlogPostSummary[];
}

/** A blog category (`/blogs/category/beauty`): its heading, the category links, its posts. */
export default function BlogCategoryPage({ category, posts }: BlogCategoryPageProps) {
  return (
    <Container paddingBlock="xxxlarge">
      <Stack gap="xxlarge">
        <Stack gap="medium">
          <Text tone="muted" weight="medium">
            Aafiyat blog
          </Text>
          <Heading level={1} size="large">
            {category.name}
          </Heading>
          <Text size="large">{category.intro}</Text>
        </Stack>
        <BlogCategoryNav current={category.slug} />
        {posts.length === 0 ? (
          <Text>There are no articles in this category yet. Please look at the other categories above.</Text>
        ) : (
          <Box
            as="ul"
            display="grid"
            gridTemplateColumns={['1', '2', '3']}
            gap="large"
            paddingInlineStart="none"
          >
            {posts.map((post) => (
              <Box as="li" key={post.slug} display="flex">
                <BlogCard
                  title={post.title}
                  href={blogPostPath(post.slug)}
                  category={category.name}
                  date={post.date}
                  description={post.description}
                  readingMinutes={post.readingMinutes}
                  headingLevel={2}
                />
              </Box>
            ))}
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
  return { default: CategoryRoute, meta: blogCategoryMeta(category, posts) };
}
