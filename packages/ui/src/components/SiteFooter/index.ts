export { SiteFooter, socialNetworks } from './SiteFooter';
export type { SiteFooterProps, SocialLink } from './SiteFooter';
