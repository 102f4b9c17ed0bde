import { blogRouteSlugs } from '../blogs/generated/routes';
import type { RouteDefinition } from './routes';

/** The body modules of a post: the English one, and one per language it has been translated into. */
function postBodyModules(slug: string): string[] {
  const translated = Object.entries(blogRouteSlugs.translations)
    .filter(([, slugs]) => (slugs as readonly string[]).includes(slug))
    .map(([locale]) => `src/blogs/generated/posts/${locale}/${slug}.ts`);
  return [`src/blogs/generated/posts/${slug}.ts`, ...translated];
}

/**
 * The blog: a route per category and per post, built from the generated post list (content/blogs/*.md), all
 * prerendered in every language. One route per page rather than `/blogs/:slug`, so each route's head is its own
 * and a post's body chunks load with its page before hydration; any other `/blogs/…` path falls through to the
 * 404 page.
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
      // The page's code, then the post's bodies (a chunk per language); the prerender preloads them.
      load: () => import('../pages/blogs/BlogPostPage').then((page) => page.blogPostPageFor(slug)),
      modules: ['src/pages/blogs/BlogPostPage.tsx', ...postBodyModules(slug)],
      prerender: [path],
      islands: true,
    };
  }),
];
