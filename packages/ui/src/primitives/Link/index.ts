export { Link, linkTones, NewTabNote } from './Link';
export type { LinkProps } from './Link';
