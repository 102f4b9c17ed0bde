import type { ReactNode } from 'react';
import { dataAttributes } from '../../primitives/Button/Button';
import { prose, type ProseVariants } from './Prose.css';

/** Text sizes of {@link Prose}. */
export const proseSizes = ['medium', 'large'] as const;

export interface ProseProps {
  /**
   * HTML to show, such as a blog post rendered from the site's own Markdown at build time. It is inserted as
   * is: pass only trusted HTML made by your build, never text a visitor typed. Give this or `children`.
   */
  html?: string | undefined;
  /** React content to style as long-form text, when there is no HTML string. Give this or `html`. */
  children?: ReactNode;
  /** Body text size: `large` for a post's body on wide screens, `medium` in narrower places. */
  size?: ProseVariants['size'];
  /** The language of the text when it differs from the page's (`ur`). */
  lang?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * Typography for long-form text from Markdown (headings, paragraphs, lists, links, quotes, code, tables and
 * images) at a comfortable measure. Every rule uses logical properties, so the text reads right to left too.
 */
export function Prose({ html, children, size = 'medium', lang, data }: ProseProps) {
  const className = prose({ size });
  if (html !== undefined) {
    return (
      <div
        className={className}
        lang={lang}
        {...dataAttributes(data)}
        // The HTML is the site's own, rendered from Markdown in the repository at build time (raw HTML in the
        // Markdown is escaped there), never visitor input.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <div className={className} lang={lang} {...dataAttributes(data)}>
      {children}
    </div>
  );
}
