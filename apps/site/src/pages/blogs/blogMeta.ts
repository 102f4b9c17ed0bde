import type { PageMeta } from '../../app/meta';
import { blogCategory, type BlogCategory } from '../../blogs/categories';
import type { BlogPostSummary } from '../../blogs/types';
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

/** The first step of every trail: the home page. */
const home = { name: 'Home', path: '/' };

/** A page's trail from the home page down to it, as a schema.org BreadcrumbList. */
function breadcrumbs(items: readonly { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...items].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${site.origin}${item.path}`,
    })),
  };
}

/** A category page's head: its name and description, and its posts as a schema.org collection. */
export function blogCategoryMeta(category: BlogCategory, posts: readonly BlogPostSummary[]): PageMeta {
  const url = `${site.origin}${blogCategoryPath(category.slug)}`;
  return {
    title: `${category.name} articles`,
    description: category.description,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: `${category.name} articles`,
        description: category.description,
        url,
        inLanguage: 'en-PK',
        isPartOf: { '@type': 'Blog', name: `${site.brandName} blog`, publisher },
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: posts.map((post, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            url: `${site.origin}${blogPostPath(post.slug)}`,
            name: post.title,
          })),
        },
      },
      breadcrumbs([{ name: category.name, path: blogCategoryPath(category.slug) }]),
    ],
  };
}

/** A post's head: its title and description, a schema.org BlogPosting, and its place under its category. */
export function blogPostMeta(post: BlogPostSummary): PageMeta {
  const category = blogCategory(post.category);
  const url = `${site.origin}${blogPostPath(post.slug)}`;
  return {
    title: post.title,
    description: post.description,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        author: { '@type': 'Organization', name: post.author },
        publisher,
        articleSection: category.name,
        inLanguage: 'en-PK',
        timeRequired: `PT${String(post.readingMinutes)}M`,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      },
      breadcrumbs([
        { name: category.name, path: blogCategoryPath(category.slug) },
        { name: post.title, path: blogPostPath(post.slug) },
      ]),
    ],
  };
}
