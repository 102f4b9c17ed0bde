import { bone, block, circle, line, root } from './Skeleton.css';
import { dataAttributes } from '../Button/Button';

/** Shapes a skeleton takes. */
export const skeletonShapes = ['text', 'block', 'circle'] as const;

export interface SkeletonProps {
  /** `text` for lines of copy, `block` for an image or a card, `circle` for an avatar. */
  shape?: (typeof skeletonShapes)[number];
  /** How many lines a `text` skeleton shows; the last is shorter, like a paragraph's. */
  lines?: number;
  /** The proportions of a `block`: `wide` (16:9) or `square`. */
  ratio?: keyof typeof block;
  /** The size of a `circle`, matching the avatar's sizes. */
  size?: keyof typeof circle;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * A grey placeholder in the shape of content that is loading. Hidden from screen readers: the region being
 * loaded says so itself (`aria-busy`, or a `Spinner` with a label). The shimmer stops under reduced motion.
 */
export function Skeleton({
  shape = 'text',
  lines = 3,
  ratio = 'wide',
  size = 'medium',
  data,
}: SkeletonProps) {
  if (shape === 'circle') {
    return (
      <span
        aria-hidden="true"
        className={`${bone} ${circle[size]}`}
        data-shape={shape}
        {...dataAttributes(data)}
      />
    );
  }
  if (shape === 'block') {
    return (
      <span
        aria-hidden="true"
        className={`${bone} ${block[ratio]}`}
        data-shape={shape}
        {...dataAttributes(data)}
      />
    );
  }
  return (
    <span aria-hidden="true" className={root} data-shape={shape} {...dataAttributes(data)}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <span key={index} className={`${bone} ${line}`} />
      ))}
    </span>
  );
}
