export { MobileNavDrawer } from './MobileNavDrawer';
export type { MobileNavDrawerProps } from './MobileNavDrawer';
