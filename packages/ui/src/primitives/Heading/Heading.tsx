import type { ReactNode, Ref } from 'react';
import { heading, type HeadingVariants } from './Heading.css';

/** Heading levels (the outline) and sizes (the look) are separate, so a page keeps a true outline. */
export const headingLevels = [1, 2, 3, 4] as const;
export const headingSizes = ['display', 'large', 'medium', 'small'] as const;

export interface HeadingProps {
  /** The heading text. */
  children: ReactNode;
  /** Its level in the page outline: 1 for the page title. */
  level: (typeof headingLevels)[number];
  /**
   * How big it looks, independent of the level. By default a level-1 heading (the page's title) takes the
   * page-heading size, `large`, and other levels `medium`.
   */
  size?: HeadingVariants['size'];
  /** Colour by meaning. */
  tone?: HeadingVariants['tone'];
  /** Alignment in reading order. */
  align?: HeadingVariants['align'];
  /** An id, so a section or dialog can be labelled by it. */
  id?: string;
  /** Lets a dialog move focus to its title. */
  tabIndex?: -1;
  /** Forwarded to the heading element. */
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading of the page outline. */
export function Heading({ children, level, size, tone, align, id, tabIndex, ref }: HeadingProps) {
  const Element = `h${String(level)}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <Element
      className={heading({ size: size ?? (level === 1 ? 'large' : 'medium'), tone, align })}
      id={id}
      tabIndex={tabIndex}
      ref={ref}
    >
      {children}
    </Element>
  );
}
