export { Spinner, spinnerSizes } from './Spinner';
export type { SpinnerProps } from './Spinner';
