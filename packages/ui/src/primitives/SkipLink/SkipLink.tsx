import * as styles from './SkipLink.css';
import { useMessages } from '../../i18n/I18nContext';

export interface SkipLinkProps {
  /** The id of the page's main content, without `#` (`main`). */
  targetId: string;
  /** The link's words: "Skip to main content" in the provider's language by default. */
  children?: string;
}

/**
 * The first thing a keyboard reaches on every page: a link past the header straight to the main content, out of
 * sight until it has focus (WCAG 2.4.1, bypass blocks). A plain anchor, so it works before and without JavaScript.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const t = useMessages();
  return (
    <a className={styles.root} href={`#${targetId}`}>
      {children ?? t('SkipLink.main')}
    </a>
  );
}
