export { SiteHeader, defaultBlogsLink } from './SiteHeader';
export type { SiteHeaderProps } from './SiteHeader';
export { accountDestinationLabels } from './SiteHeaderAccount';
export type { SiteHeaderUser } from './SiteHeaderAccount';
export { defaultSignInLinks, signInRoleLabels, telHref } from './SiteHeaderLinks';
export type { SignInLink, SiteLink } from './SiteHeaderLinks';
