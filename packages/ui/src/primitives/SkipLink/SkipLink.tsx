import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the page's main content, without `#` (`main`). */
  targetId: string;
  /** The link's words, translated with the page. */
  children?: string;
}

/**
 * The first thing a keyboard reaches on every page: a link past the header straight to the main content, out of
 * sight until it has focus (WCAG 2.4.1, bypass blocks). A plain anchor, so it works before and without JavaScript.
 */
export function SkipLink({ targetId, children = 'Skip to main content' }: SkipLinkProps) {
  return (
    <a className={styles.root} href={`#${targetId}`}>
      {children}
    </a>
  );
}
