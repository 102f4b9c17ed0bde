import { blogRouteSlugs } from '../blogs/generated/routes';
import type { RouteDefinition } from './routes';

/**
 * The blog: a route per category and per post, built from the generated post list (content/blogs/*.md), all
 * prerendered. One route per page rather than `/blogs/:slug`, so each route's head is its own and a post's
 * body chunk loads with its page before hydration; any other `/blogs/…` path falls through to the 404 page.
 */
export const blogRoutes: readonly RouteDefinition[] = [
  ...blogRouteSlugs.categories.map((slug) => {
    const path = `/blogs/category/${slug}`;
    return {
      path,
      load: () => import('../pages/blogs/BlogCategoryPage').then((page) => page.blogCategoryPage(slug)),
      modules: ['src/pages/blogs/BlogCategoryPage.tsx'],
      prerender: [path],
      islands: true,
    };
  }),
  ...blogRouteSlugs.posts.map((slug) => {
    const path = `/blogs/${slug}`;
    return {
      path,
      // The page's code, then the post's body (its own chunk); the prerender preloads both.
      load: () => import('../pages/blogs/BlogPostPage').then((page) => page.blogPostPageFor(slug)),
      modules: ['src/pages/blogs/BlogPostPage.tsx', `src/blogs/generated/posts/${slug}.ts`],
      prerender: [path],
      islands: true,
    };
  }),
];
