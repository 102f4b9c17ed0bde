export { SiteHeader } from './SiteHeader';
export type { SiteHeaderProps } from './SiteHeader';
export { accountDestinationLabel } from './SiteHeaderAccount';
export type { SiteHeaderUser } from './SiteHeaderAccount';
export { defaultSignInLinks, signInRoleLabel, telHref } from './SiteHeaderLinks';
export type { SignInLink, SiteLink } from './SiteHeaderLinks';
