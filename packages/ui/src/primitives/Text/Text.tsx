import type { ReactNode } from 'react';
import { text, type TextVariants } from './Text.css';

/** Text sizes, tones and weights, for stories and tests to loop over. */
export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const;
export const textTones = [
  'neutral',
  'muted',
  'brand',
  'critical',
  'positive',
  'inverse',
  'inverseMuted',
] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;

export interface TextProps {
  /** The text. */
  children: ReactNode;
  /** The element: a paragraph by default; `span` inside other text; `strong` for importance. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'dd' | 'dt' | 'li' | 'label';
  /** Size on the type scale. */
  size?: TextVariants['size'];
  /** Colour by meaning. */
  tone?: TextVariants['tone'];
  /** Weight. */
  weight?: TextVariants['weight'];
  /** Alignment, in reading order (start is the right edge in rtl). */
  align?: TextVariants['align'];
  /** An id, to label or describe something. */
  id?: string;
  /** The language of this text when it differs from the page's (`ur`). */
  lang?: string;
}

/** Body text on the type scale. */
export function Text({ children, as: Element = 'p', size, tone, weight, align, id, lang }: TextProps) {
  return (
    <Element className={text({ size, tone, weight, align })} id={id} lang={lang}>
      {children}
    </Element>
  );
}
