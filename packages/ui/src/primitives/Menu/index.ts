export { Menu, menuItemTones } from './Menu';
export type { MenuActionItem, MenuItem, MenuLinkItem, MenuProps } from './Menu';
