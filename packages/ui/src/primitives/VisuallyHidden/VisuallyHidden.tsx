import type { ReactNode } from 'react';
import { root } from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  /** Text for screen readers only. */
  children: ReactNode;
  /** The element: `span` (default) inside text, `div` for blocks, `h2` for a hidden heading. */
  as?: 'span' | 'div' | 'h2' | 'h3' | 'p';
  /** An id, so the text can label or describe something. */
  id?: string;
}

/** Content read by screen readers but not shown, such as a label for an icon. */
export function VisuallyHidden({ children, as: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element className={root} id={id}>
      {children}
    </Element>
  );
}
