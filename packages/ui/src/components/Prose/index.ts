export { Prose, proseSizes } from './Prose';
export type { ProseProps } from './Prose';
