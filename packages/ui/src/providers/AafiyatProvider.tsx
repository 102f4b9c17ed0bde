import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import '../theme/global.css';
// Loaded with the page so that its Back listener is in place before a router's (modal surfaces' history steps).
import '../internal/modalHistory';
import { lightTheme } from '../theme/contract.css';
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

/** Text directions the components support. */
export const textDirections = ['ltr', 'rtl'] as const;
/** One of {@link textDirections}. */
export type TextDirection = (typeof textDirections)[number];

export interface AafiyatProviderProps {
  /** The app. */
  children: ReactNode;
  /**
   * How links inside components are rendered, so the library needs no router: pass the router's link (for
   * react-router, a component that renders `<Link to={href}>`). Defaults to a plain `<a>`.
   */
  linkComponent?: LinkComponent;
  /** The text direction of everything inside; `rtl` for Urdu. */
  dir?: TextDirection;
  /** The language of everything inside (`en`, `ur`). */
  lang?: string;
}

/**
 * Puts the theme, the text direction and the link component around the app. Wrap the app once; components
 * outside it have no theme variables.
 */
export function AafiyatProvider({
  children,
  linkComponent = PlainAnchor,
  dir = 'ltr',
  lang,
}: AafiyatProviderProps) {
  return (
    <LinkComponentContext.Provider value={linkComponent}>
      <div className={`${lightTheme} ${root}`} dir={dir} lang={lang}>
        {children}
      </div>
    </LinkComponentContext.Provider>
  );
}
