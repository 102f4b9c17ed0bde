import type { AllHTMLAttributes, ElementType, ReactNode, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';

export interface BoxProps extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> {
  /** The element to render (`section`, `ul`, `nav`…); `div` by default. */
  as?: ElementType;
  /** Extra class names: allowed on layout primitives only (STYLE.md). */
  className?: string;
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
export function Box({ as: Element = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else rest[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return <Element className={classes} {...rest} />;
}
