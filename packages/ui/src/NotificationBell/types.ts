import type { ReactNode } from 'react';

/** One notification as the bell lists it, worded and dated by the app. */
export interface NotificationItem {
  /** The notification's id, as the API gives it. */
  id: string;
  /**
   * What happened, in the reader's language, e.g. "Vendiste Lámpara de escritorio". Put the
   * user's own text it quotes (a product's name) in a `<bdi>`, so it reads in its own direction.
   */
  text: ReactNode;
  /** When, as the app formats it within its day, e.g. "10:42". */
  time: string;
  /** The same moment as an ISO value, for `<time dateTime>`. */
  dateTime: string;
  /** Where it leads: an app path, e.g. "/sales" or "/purchases/12". */
  href: string;
  /** Whether the user has not read it yet: marked with a dot and, for screen readers, `labels.unread`. */
  isUnread: boolean;
}

/** The notifications of one day, newest first, under the day's name. */
export interface NotificationGroup {
  /** The day, e.g. "Hoy", "Ayer", "3 de mayo". */
  label: string;
  items: NotificationItem[];
}

export interface NotificationBellLabels {
  /**
   * The bell's accessible name for a number of unread notifications, e.g.
   * `(3) => "Notificaciones, 3 sin leer"` and `(0) => "Notificaciones"`. Also its tooltip, and
   * announced politely when the number grows.
   */
  button: (unreadCount: number) => string;
  /** The popover's heading, which names it too, e.g. "Notificaciones". */
  title: string;
  /** Read by screen readers before an unread notification, e.g. "Sin leer". */
  unread: string;
  /** The button that marks every notification read, e.g. "Marcar todas como leídas". */
  markAllRead: string;
  /** The link to the whole history at the popover's foot, e.g. "Ver todas". */
  viewAll: string;
  /** The empty state's heading, e.g. "No tienes notificaciones". */
  empty: string;
  /**
   * A line under it on what will show up here, e.g. "Te avisaremos de tus ventas y compras".
   * @default undefined
   */
  emptyText?: string;
  /** Said to screen readers while the list loads, e.g. "Cargando notificaciones". */
  loading: string;
}
