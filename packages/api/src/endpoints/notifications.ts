import { endpoint } from '../endpoint.js';
import {
  MarkReadBody,
  NotificationPage,
  NotificationsQuery,
  UnreadCount,
} from '../schemas/notifications.js';

/* The Notifications calls of docs/api.md: the caller's own, and marking them read. */

export const notifications = endpoint({
  method: 'GET',
  path: '/notifications/',
  summary: 'The caller’s notifications, newest first, and how many are unread',
  tag: 'Notifications',
  auth: 'user',
  query: NotificationsQuery,
  answers: { 200: NotificationPage },
});

export const markNotificationsRead = endpoint({
  method: 'POST',
  path: '/notifications/read/',
  summary: 'Mark the caller’s notifications read, by id or all; how many are still unread',
  tag: 'Notifications',
  auth: 'user',
  body: MarkReadBody,
  answers: { 200: UnreadCount },
});
