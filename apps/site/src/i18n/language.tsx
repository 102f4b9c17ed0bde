// The language of a page on the site: its words (the site's catalog and the component library's, both of that
// language only), and the context every part of the page reads them from: the app, each island, a story.
import { localeBasename, pathInLocale, type Locale } from '@aafiyat/domain';
import { LanguageProvider, type LinkComponentProps } from '@aafiyat/ui';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { siteTranslator, type SiteLanguage, type SiteTranslate } from './translate';

export { siteTranslator, type SiteLanguage, type SiteTranslate } from './translate';

interface SiteLanguageValue {
  language: SiteLanguage;
  t: SiteTranslate;
}

const SiteLanguageContext = createContext<SiteLanguageValue | null>(null);

/** Gives the page's words to everything inside: the site's and the component library's. Adds no element. */
export function SiteLanguageProvider({
  language,
  linkComponent,
  children,
}: {
  language: SiteLanguage;
  /** How the component library's links are rendered; by default an anchor that stays in the page's language. */
  linkComponent?: ((props: LinkComponentProps) => ReactNode) | undefined;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({
      language,
      t: siteTranslator(language),
    }),
    [language],
  );
  return (
    <SiteLanguageContext value={value}>
      <LanguageProvider
        lang={language.locale}
        catalog={language.ui}
        linkComponent={linkComponent ?? LocalizedAnchor}
      >
        {children}
      </LanguageProvider>
    </SiteLanguageContext>
  );
}

function useSiteLanguage(): SiteLanguageValue {
  const value = useContext(SiteLanguageContext);
  if (!value) throw new Error('A part of the site was rendered outside SiteLanguageProvider.');
  return value;
}

/** The site's translator in the page's language: `t('Shell.nav.clinics')`. */
export function useSiteMessages(): SiteTranslate {
  return useSiteLanguage().t;
}

/** The page's language. */
export function usePageLocale(): Locale {
  return useSiteLanguage().language.locale;
}

/** The page's words, both catalogs: what an island of the page is rendered and hydrated with. */
export function usePageLanguage(): SiteLanguage {
  return useSiteLanguage().language;
}

/** A site address in the page's language: `/labs` on an Urdu page is `/ur/labs`. */
export function useLocalizedPath(): (href: string) => string {
  const locale = usePageLocale();
  return (href) => pathInLocale(href, locale);
}

/**
 * A plain link that stays in the page's language: on a page of islands, where moving elsewhere is a page load.
 * (Inside the app, the router's basename does the same.)
 */
export function LocalizedAnchor({ href, children, ...props }: LinkComponentProps) {
  const localized = useLocalizedPath();
  return (
    <a href={localized(href)} {...props}>
      {children}
    </a>
  );
}

/** The router's `basename` of a language: its addresses start with it. */
export { localeBasename };
