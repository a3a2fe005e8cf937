export { Drawer, type DrawerProps } from './Drawer.js';
export { DrawerHeader, type DrawerHeaderProps } from './DrawerHeader.js';
