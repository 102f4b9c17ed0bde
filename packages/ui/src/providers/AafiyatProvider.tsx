import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import '../theme/global.css';
// Loaded with the page so that its Back listener is in place before a router's (modal surfaces' history steps).
import '../internal/modalHistory';
import { lightTheme } from '../theme/contract.css';
import { builtInCatalogs } from '../i18n/builtIn';
import { I18nContext } from '../i18n/I18nContext';
import { directionOf, type Locale, type TextDirection } from '../i18n/locales';
import { createTranslator, type CompiledCatalog, type MessageOverrides } from '../i18n/translator';
import { root } from './AafiyatProvider.css';

/** What the injected link component receives: an anchor's attributes with a required `href`. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The destination: a path inside the site (`/about`) or a full URL. */
  href: string;
  /** Forwarded to the anchor. */
  ref?: Ref<HTMLAnchorElement> | undefined;
}

/** A component that renders a link: the site passes its router's link; the default is a plain anchor. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

/** The link component in force: the one the nearest provider was given, else a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

/** Renders a link through the link component in force. Components use this, never the context directly. */
export function ProvidedLink(props: LinkComponentProps) {
  const LinkComponent = useLinkComponent();
  // eslint-disable-next-line react-hooks/static-components -- the provider's link component is one stable reference per app, not a component created during render
  return <LinkComponent {...props} />;
}

export { textDirections, type TextDirection } from '../i18n/locales';

export interface AafiyatProviderProps {
  /** The app. */
  children: ReactNode;
  /**
   * How links inside components are rendered, so the library needs no router: pass the router's link (for
   * react-router, a component that renders `<Link to={href}>`). Defaults to a plain `<a>`.
   */
  linkComponent?: LinkComponent;
  /**
   * The language of everything inside: `ur` makes every built-in word of every component Urdu (and the direction
   * right to left). By default the enclosing provider's, else English.
   */
  lang?: Locale | undefined;
  /** The text direction of everything inside; by default the language's (`rtl` for Urdu). */
  dir?: TextDirection | undefined;
  /**
   * Your own wording for any built-in message, by key (`{ 'Account.login': 'Sign in' }`): plain text as it is;
   * messages with placeholders through `compileMessages` first. The keys are in `packages/ui/src/i18n/messages`.
   */
  messages?: MessageOverrides | undefined;
  /**
   * The compiled catalog of `lang` to use instead of the library's own: for an app that loads only the language of
   * the page (see ADR 0012). Leave it out to use the built-in catalogs, which carry both languages.
   */
  catalog?: CompiledCatalog | undefined;
}

/** Props of {@link LanguageProvider}: {@link AafiyatProviderProps} without the theme and direction. */
export type LanguageProviderProps = Omit<AafiyatProviderProps, 'dir' | 'linkComponent'> & {
  /** How links inside are rendered; by default the enclosing provider's. */
  linkComponent?: LinkComponent | undefined;
};

/**
 * The language and link component of {@link AafiyatProvider} without its theme element: for a part of a page
 * that is rendered and hydrated on its own (an island of a prerendered page), inside markup the page's own
 * provider already themes and sets the direction of. Adds no element.
 */
export function LanguageProvider({
  children,
  linkComponent,
  lang,
  messages,
  catalog,
}: LanguageProviderProps) {
  // A provider inside another (a story's router, a dialog's portal) keeps its language unless told otherwise.
  const outer = useContext(I18nContext);
  const outerLink = useContext(LinkComponentContext);
  const locale = lang ?? outer.locale;
  const inherits = locale === outer.locale && messages === undefined && catalog === undefined;
  const i18n = useMemo(
    () =>
      inherits
        ? outer
        : { locale, t: createTranslator(locale, catalog ?? builtInCatalogs[locale], messages) },
    [inherits, outer, locale, catalog, messages],
  );
  return (
    <LinkComponentContext.Provider value={linkComponent ?? outerLink}>
      <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
    </LinkComponentContext.Provider>
  );
}

/**
 * Puts the theme, the language, the text direction and the link component around the app. Wrap the app once;
 * components outside it have no theme variables and speak English.
 */
export function AafiyatProvider({
  children,
  linkComponent = PlainAnchor,
  lang,
  dir,
  messages,
  catalog,
}: AafiyatProviderProps) {
  const locale = useContext(I18nContext).locale;
  const language = lang ?? locale;
  return (
    <LanguageProvider linkComponent={linkComponent} lang={lang} messages={messages} catalog={catalog}>
      <div className={`${lightTheme} ${root}`} dir={dir ?? directionOf(language)} lang={language}>
        {children}
      </div>
    </LanguageProvider>
  );
}
