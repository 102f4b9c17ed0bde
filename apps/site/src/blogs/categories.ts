// The blog's categories: a closed list, so a post with a mistyped category fails the build instead of
// quietly creating a page nobody links to. Browser-safe: the pages read it too. Their words are the site
// catalog's (Blog.category.*), in the page's language.
import type { SiteMessageKey } from '../i18n/compiled/keys';

export interface BlogCategory {
  /** The path segment: `/blogs/category/<slug>`. */
  slug: string;
  /** The catalog key of the category's name, as a heading and in navigation. */
  name: SiteMessageKey;
  /** The catalog key of the category page's meta description (at most 160 characters). */
  description: SiteMessageKey;
  /** The catalog key of the sentence under the category page's heading. */
  intro: SiteMessageKey;
}

/** Every category, in the order the category navigation lists them. */
export const blogCategories = [
  {
    slug: 'beauty',
    name: 'Blog.category.beauty.name',
    description: 'Blog.category.beauty.description',
    intro: 'Blog.category.beauty.intro',
  },
  {
    slug: 'nutrition',
    name: 'Blog.category.nutrition.name',
    description: 'Blog.category.nutrition.description',
    intro: 'Blog.category.nutrition.intro',
  },
  {
    slug: 'heart-health',
    name: 'Blog.category.heartHealth.name',
    description: 'Blog.category.heartHealth.description',
    intro: 'Blog.category.heartHealth.intro',
  },
  {
    slug: 'diabetes',
    name: 'Blog.category.diabetes.name',
    description: 'Blog.category.diabetes.description',
    intro: 'Blog.category.diabetes.intro',
  },
  {
    slug: 'clinic-management',
    name: 'Blog.category.clinicManagement.name',
    description: 'Blog.category.clinicManagement.description',
    intro: 'Blog.category.clinicManagement.intro',
  },
] as const satisfies readonly BlogCategory[];

/** The slug of one of {@link blogCategories}. */
export type BlogCategorySlug = (typeof blogCategories)[number]['slug'];

/** Whether `value` names one of the blog's categories. */
export function isBlogCategorySlug(value: string): value is BlogCategorySlug {
  return blogCategories.some((category) => category.slug === value);
}

/** The category with this slug. */
export function blogCategory(slug: BlogCategorySlug): BlogCategory {
  const found = blogCategories.find((category) => category.slug === slug);
  // The type only admits listed slugs; this guards data that bypassed the type (generated files edited by hand).
  if (!found) throw new Error(`Unknown blog category "${slug}".`);
  return found;
}
