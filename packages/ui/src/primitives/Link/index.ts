export { Link, linkTones, NEW_TAB_NOTE } from './Link';
export type { LinkProps } from './Link';
