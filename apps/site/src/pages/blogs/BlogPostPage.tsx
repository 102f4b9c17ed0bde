import {
  Badge,
  Container,
  Heading,
  Icon,
  InlineAlert,
  Inline,
  Link,
  Prose,
  Stack,
  Text,
  formatPostDate,
  readingTimeLabel,
  useMessages,
} from '@aafiyat/ui';
import { useId } from 'react';
import type { PageModule } from '../../app/routes';
import { blogCategory } from '../../blogs/categories';
import { blogPosts } from '../../blogs/generated';
import type { BlogPostSummary } from '../../blogs/types';
import { BlogCategoryNav } from './BlogCategoryNav';
import { blogCategoryPath, blogPostMeta } from './blogMeta';

export interface BlogPostPageProps {
  /** The post's metadata. */
  post: BlogPostSummary;
  /** Its body, rendered from Markdown at build time. */
  html: string;
}

/** One blog post (`/blogs/<slug>`): title, author, date and reading time, the body, and the way back. */
export default function BlogPostPage({ post, html }: BlogPostPageProps) {
  const t = useMessages();
  const titleId = useId();
  const category = blogCategory(post.category);
  return (
    <Container width="reading" paddingBlock="xxxlarge">
      <Stack gap="xxlarge">
        <Stack as="article" aria-labelledby={titleId} gap="xlarge">
          <Stack gap="medium" alignItems="flex-start">
            <Link href={blogCategoryPath(category.slug)}>
              <Inline as="span" gap="xsmall">
                <Icon name="chevronStart" />
                Back to {category.name}
              </Inline>
            </Link>
            <Badge tone="brand">{category.name}</Badge>
            <Heading level={1} size="large" id={titleId}>
              {post.title}
            </Heading>
            <Text tone="muted">
              By {post.author}
              <span aria-hidden="true"> · </span>
              <time dateTime={post.date}>{formatPostDate(t, post.date)}</time>
              <span aria-hidden="true"> · </span>
              {readingTimeLabel(t, post.readingMinutes)}
            </Text>
          </Stack>
          <Prose html={html} size="large" />
          {post.category === 'clinic-management' ? null : (
            <InlineAlert tone="info" title="General information, not a diagnosis">
              This article is for general education. Everyone&apos;s health is different: please see a doctor
              about your own symptoms, and get emergency help at once for severe or sudden ones.
            </InlineAlert>
          )}
        </Stack>
        <Stack gap="medium">
          <Heading level={2} size="small">
            More from the Aafiyat blog
          </Heading>
          <BlogCategoryNav />
        </Stack>
      </Stack>
    </Container>
  );
}

/** The page module of one post's route: the page bound to the post and its loaded body, and its own head. */
export function blogPostPage(post: BlogPostSummary, html: string): PageModule {
  function PostRoute() {
    return <BlogPostPage post={post} html={html} />;
  }
  PostRoute.displayName = `BlogPostPage(${post.slug})`;
  return { default: PostRoute, meta: blogPostMeta(post) };
}

/** The page module of the post `slug`, with its body (its own chunk) loaded. */
export async function blogPostPageFor(slug: string): Promise<PageModule> {
  const post = blogPosts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No blog post ${slug}.`);
  const { load, ...summary } = post;
  const body = await load();
  return blogPostPage(summary, body.html);
}
