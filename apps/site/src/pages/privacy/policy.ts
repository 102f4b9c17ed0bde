// The shape of the policy pages' copy, shared by the four content files and their one renderer.

/** A paragraph, or a bulleted list. */
export type PolicyBlock = string | { readonly list: readonly string[] };

/** One titled part of a policy (an h2). */
export interface PolicySection {
  /**
   * The section's anchor (`#how-refunds-are-paid`): the English heading made into a slug, the same on the page in
   * every language, so a shared link opens at the same part.
   */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly PolicyBlock[];
}

/** A whole policy page's words. */
export interface PolicyContent {
  /** The page's h1. */
  readonly heading: string;
  /** The paragraphs under the h1. */
  readonly intro: readonly PolicyBlock[];
  readonly sections: readonly PolicySection[];
}
