import type { ReactNode, Ref } from 'react';
import { ProvidedLink } from '../../providers/AafiyatProvider';
import { useMessages } from '../../i18n/I18nContext';
import { VisuallyHidden } from '../VisuallyHidden';
import { link, type LinkVariants } from './Link.css';

/** Read to screen-reader users after the text of a link that opens a new tab (WCAG 3.2.5 advice). */
/**
 * What a link to another site says to screen readers after its name: "(opens in a new tab)", in the provider's
 * language; `spaced` puts a space before it, for a link whose name runs straight into it.
 */
export function NewTabNote({ spaced = false }: { spaced?: boolean }) {
  const note = useMessages()('Link.newTab');
  return <VisuallyHidden>{spaced ? ` ${note}` : note}</VisuallyHidden>;
}

/** Link tones. */
export const linkTones = ['brand', 'neutral', 'inverse'] as const;

export interface LinkProps {
  /** The link text. */
  children: ReactNode;
  /** Where it goes: a path inside the site (rendered by the provider's link component) or a full URL. */
  href: string;
  /**
   * Another site (app stores, maps, social pages): opens in a new tab without opener access, as the spec
   * asks, and tells screen-reader users so.
   */
  external?: boolean;
  /** Colour by meaning; `inverse` on dark bands. */
  tone?: LinkVariants['tone'];
  /** `always` inside text (links must not rely on colour alone); `hover` in menus and footers. */
  underline?: LinkVariants['underline'];
  /** Marks the link to the page being shown (`page`). */
  'aria-current'?: 'page';
  /** A label when the text alone is not enough (icon links). */
  'aria-label'?: string;
  /** Called on press, before navigation (closing a menu). */
  onClick?: () => void;
  /** Forwarded to the anchor. */
  ref?: Ref<HTMLAnchorElement>;
}

/** A link. Internal links go through the router link the provider was given, so the library knows no router. */
export function Link({
  children,
  href,
  external = false,
  tone,
  underline,
  onClick,
  ref,
  ...aria
}: LinkProps) {
  const className = link({ tone, underline });
  if (external) {
    return (
      <a
        ref={ref}
        href={href}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        {...aria}
      >
        {children}
        <NewTabNote spaced />
      </a>
    );
  }
  return (
    <ProvidedLink ref={ref} href={href} className={className} onClick={onClick} {...aria}>
      {children}
    </ProvidedLink>
  );
}
