import type { BlogCategorySlug } from './categories';

/** A post's metadata: everything a list or a page head needs, without the body. */
export interface BlogPostSummary {
  /** The path segment: `/blogs/<slug>`. */
  slug: string;
  title: string;
  category: BlogCategorySlug;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  author: string;
  /** The meta description and the card's summary (at most 160 characters). */
  description: string;
  /** Minutes to read, from the front matter or counted at 200 words a minute. */
  readingMinutes: number;
}

/** A post's rendered body, one module (and chunk) per post. */
export interface BlogPostBody {
  /** The post's HTML, rendered from its Markdown at build time. */
  html: string;
}

/** A post in the generated list: its metadata and how to load its body. */
export interface BlogPost extends BlogPostSummary {
  /** Loads the post's body (its own chunk). */
  load: () => Promise<BlogPostBody>;
}
