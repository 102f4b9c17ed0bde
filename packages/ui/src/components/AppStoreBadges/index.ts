export { AppStoreBadges, appStoreBadgesTones } from './AppStoreBadges';
export type { AppStoreBadgesProps, AppStoreLinks } from './AppStoreBadges';
