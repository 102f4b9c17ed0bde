import { root, size as sizes } from './Spinner.css';

/** Spinner sizes. */
export const spinnerSizes = ['small', 'medium', 'large'] as const;

export interface SpinnerProps {
  /** What is loading, announced to screen readers (`Loading doctors`). Omit only when text beside it says so. */
  label?: string;
  /** `small` inside buttons, `medium` inline, `large` for a whole area. */
  size?: (typeof spinnerSizes)[number];
}

/** Shows that something is in progress. */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  return label ? (
    <span role="status" aria-label={label} className={`${root} ${sizes[size]}`} />
  ) : (
    <span aria-hidden="true" className={`${root} ${sizes[size]}`} />
  );
}
