import { blogCategories } from '../blogs/categories';
import { blogPosts } from '../blogs/generated';
import type { RouteDefinition } from './routes';

/**
 * The blog: a route per category and per post, built from the generated post list (content/blogs/*.md), all
 * prerendered. One route per page rather than `/blogs/:slug`, so each route's head is its own and a post's
 * body chunk loads with its page before hydration; any other `/blogs/…` path falls through to the 404 page.
 */
export const blogRoutes: readonly RouteDefinition[] = [
  ...blogCategories.map((category) => {
    const path = `/blogs/category/${category.slug}`;
    return {
      path,
      load: () =>
        import('../pages/blogs/BlogCategoryPage').then((page) => page.blogCategoryPage(category.slug)),
      modules: ['src/pages/blogs/BlogCategoryPage.tsx'],
      prerender: [path],
    };
  }),
  ...blogPosts.map((post) => {
    const path = `/blogs/${post.slug}`;
    return {
      path,
      // The page's code and the post's body are separate chunks, fetched together.
      load: () =>
        Promise.all([import('../pages/blogs/BlogPostPage'), post.load()]).then(([page, body]) =>
          page.blogPostPage(post, body.html),
        ),
      modules: ['src/pages/blogs/BlogPostPage.tsx', `src/blogs/generated/posts/${post.slug}.ts`],
      prerender: [path],
    };
  }),
];
