import { LANGUAGE_NAMES, type Locale } from '@aafiyat/domain';
import { link } from '../../primitives/Link/Link.css';
import * as styles from './LanguageSwitch.css';

/** The same page in the other language: where a language switch leads. */
export interface LanguageSwitchTarget {
  /** The address of the same page, query included, in `locale` (`/ur/doctors/search?is_online=true`). */
  href: string;
  /** The language it is in. */
  locale: Locale;
}

export interface LanguageSwitchProps extends LanguageSwitchTarget {
  /** `block` fills its row (a drawer's list); `inline` sits in a bar. */
  layout?: 'inline' | 'block';
}

/**
 * A link to the same page in the other language, named in that language ("اردو" on an English page, "English" on
 * an Urdu one) and marked as such (`lang`, `hreflang`), so a screen reader says it in its own voice and a reader
 * of either language finds it. A plain link: the other language is another page, loaded whole, never a router
 * step. It carries `data-language-switch` for the site's script that remembers the choice and keeps the scroll.
 */
export function LanguageSwitch({ href, locale, layout = 'inline' }: LanguageSwitchProps) {
  return (
    <a
      className={`${link({ tone: 'neutral', underline: 'hover' })} ${styles.root({ layout })}`}
      href={href}
      hrefLang={locale}
      lang={locale}
      data-language-switch={locale}
    >
      {LANGUAGE_NAMES[locale]}
    </a>
  );
}
