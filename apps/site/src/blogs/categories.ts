// The blog's categories: a closed list, so a post with a mistyped category fails the build instead of
// quietly creating a page nobody links to. Browser-safe: the pages read it too.

export interface BlogCategory {
  /** The path segment: `/blogs/category/<slug>`. */
  slug: string;
  /** The category's name, as a heading and in navigation. */
  name: string;
  /** The category page's meta description (at most 160 characters). */
  description: string;
  /** The sentence under the category page's heading. */
  intro: string;
}

/** Every category, in the order the category navigation lists them. */
export const blogCategories = [
  {
    slug: 'beauty',
    name: 'Beauty and skin care',
    description:
      'Skin and hair care for Pakistani weather: sunscreen, heat and humidity, hair fall, and when to see a dermatologist.',
    intro:
      'Practical skin and hair advice for hot summers, dusty cities and dry winters, written for everyday routines and budgets.',
  },
  {
    slug: 'nutrition',
    name: 'Nutrition',
    description:
      'Eating well in Pakistan: balanced desi meals, healthy Ramadan fasting, and staying hydrated through the heat.',
    intro: 'Small, realistic changes to the food we already eat at home, at work and during Ramadan.',
  },
  {
    slug: 'heart-health',
    name: 'Heart health',
    description:
      'Know your blood pressure, spot the warning signs of a heart attack, and protect your heart with daily habits.',
    intro: 'Heart disease is common in Pakistan and often silent. These articles help you notice it early.',
  },
  {
    slug: 'diabetes',
    name: 'Diabetes',
    description:
      'Living well with diabetes in Pakistan: blood sugar checks, foot care, food choices and regular follow-up.',
    intro: 'Guidance for people living with diabetes and the families who help them manage it day to day.',
  },
  {
    slug: 'clinic-management',
    name: 'Clinic management',
    description:
      'Tips for Pakistani clinic owners and doctors: shorter waiting times, better records and smoother front desks.',
    intro: 'Ideas from clinics across Pakistan on running a calmer, better organised practice.',
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
