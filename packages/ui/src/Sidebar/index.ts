export { Sidebar, type SidebarProps } from './Sidebar.js';
export type { NavItem, NavSection } from './types.js';
