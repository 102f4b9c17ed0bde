// The shape of the policy pages' copy, shared by the four content files and their one renderer.

/** A paragraph, or a bulleted list. */
export type PolicyBlock = string | { readonly list: readonly string[] };

/** One titled part of a policy (an h2). */
export interface PolicySection {
  /** Also the section's anchor, made into a slug (`#refunds-and-cancellations`). */
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

/** An anchor for a heading: "Refunds and cancellations" → "refunds-and-cancellations". */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
