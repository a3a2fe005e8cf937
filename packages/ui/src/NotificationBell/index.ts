export { NotificationBell, type NotificationBellProps } from './NotificationBell.js';
export type { NotificationBellLabels, NotificationGroup, NotificationItem } from './types.js';
export { NotificationList, type NotificationListProps } from './NotificationList.js';
