import type { AllHTMLAttributes, ElementType, ReactNode, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';
import * as styles from './Box.css';

export interface BoxProps extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> {
  /** The element to render (`section`, `ul`, `nav`…); `div` by default. */
  as?: ElementType;
  /** Extra class names: allowed on layout primitives only (STYLE.md). */
  className?: string;
  /**
   * Let the browser skip styling, laying out and painting this part while it is far from the screen, for a
   * section of a long page below its first screen (CSS `content-visibility: auto`). The content stays findable,
   * linkable and read by screen readers; the part is held at an estimated height until first drawn. Not for a
   * part whose content overflows it on purpose (a menu, a tooltip): the containment clips it.
   */
  skipWhenOffscreen?: boolean;
  /** The content. */
  children?: ReactNode;
  /** Forwarded to the element. */
  ref?: Ref<HTMLElement>;
}

const sprinkleKeys = new Set<string>(sprinkles.properties);

/**
 * The layout primitive: any element with responsive, token-based layout props (spacing, flex, grid, colours
 * of surfaces). Other layout primitives are built on it.
 */
export function Box({ as: Element = 'div', className, skipWhenOffscreen = false, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else rest[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), skipWhenOffscreen && styles.skipWhenOffscreen, className]
    .filter(Boolean)
    .join(' ');
  return <Element className={classes} {...rest} />;
}
