import { useId, type ReactNode } from 'react';
import { ProvidedLink } from '../../providers/AafiyatProvider';
import { dataAttributes } from '../Button/Button';
import { NewTabNote } from '../Link/Link';
import * as styles from './Card.css';

/** Elements a card can be. */
export const cardElements = ['div', 'article', 'section', 'li'] as const;
/** Padding steps of a card. */
export const cardPaddings = ['none', 'medium', 'large'] as const;
/** Surfaces of a card. */
export const cardTones = ['surface', 'muted'] as const;

export interface CardProps {
  /** The content under the heading. */
  children?: ReactNode;
  /** The element: `article` for a self-contained item, `li` inside a list, `section` for a part of a page. */
  as?: (typeof cardElements)[number];
  /** The card's title; names an `article` or `section` card. */
  heading?: ReactNode;
  /** The heading's level in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Makes the heading a link to this address (through the provider's link component). */
  href?: string;
  /** The heading link goes to another site: opens a new tab and says so. */
  external?: boolean;
  /**
   * The whole card is the heading link's target (a stretched link), with a hover state. Other links and
   * buttons inside stay separately clickable. Needs `href`.
   */
  interactive?: boolean;
  /** Inner spacing; `none` for cards that start with an edge-to-edge image. */
  padding?: (typeof cardPaddings)[number];
  /** The surface: white with a light shadow, or the muted band colour. */
  tone?: (typeof cardTones)[number];
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** A surface that groups content: a feature, a pricing plan, a search result. */
export function Card({
  children,
  as: Element = 'div',
  heading,
  headingLevel = 3,
  href,
  external = false,
  interactive = false,
  padding,
  tone,
  data,
}: CardProps) {
  const headingId = useId();
  const HeadingElement = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const stretch = interactive && href !== undefined;
  const linkClass = stretch ? `${styles.headingLink} ${styles.stretched}` : styles.headingLink;
  const named = heading !== undefined && (Element === 'article' || Element === 'section');

  let title: ReactNode = heading;
  if (heading !== undefined && href !== undefined) {
    title = external ? (
      <a href={href} className={linkClass} target="_blank" rel="noopener noreferrer">
        {heading}
        <NewTabNote spaced />
      </a>
    ) : (
      <ProvidedLink href={href} className={linkClass}>
        {heading}
      </ProvidedLink>
    );
  }

  return (
    <Element
      className={styles.card({ padding, tone, interactive: stretch })}
      aria-labelledby={named ? headingId : undefined}
      data-interactive={stretch || undefined}
      {...dataAttributes(data)}
    >
      {heading === undefined ? null : (
        <HeadingElement id={headingId} className={styles.heading}>
          {title}
        </HeadingElement>
      )}
      {children}
    </Element>
  );
}
