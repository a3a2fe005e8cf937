import { BellIcon } from '@phosphor-icons/react/dist/ssr/Bell';
import { ChecksIcon } from '@phosphor-icons/react/dist/ssr/Checks';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Link,
  Popover,
  useLocale,
  type DialogTriggerProps,
} from 'react-aria-components';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { badgeAnchor, positioned } from '../IconButton/IconButton.css.js';
import { IconButton } from '../IconButton/IconButton.js';
import { standaloneLink } from '../styles/link.css.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { badgeText } from './badgeText.js';
import * as styles from './NotificationBell.css.js';
import { NotificationList } from './NotificationList.js';
import type { NotificationBellLabels, NotificationGroup } from './types.js';

export interface NotificationBellProps extends Pick<
  DialogTriggerProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /**
   * How many notifications are unread, as the API counts them (it may be more than `groups` holds):
   * it goes into the bell's name and badge ("9+" past 9), and "mark all as read" shows while it is
   * above 0.
   */
  unreadCount: number;
  /** The latest notifications by day, newest day first, as the app groups them. */
  groups: readonly NotificationGroup[];
  /** The bell's name with the unread count, the panel's title, the unread mark, Mark all as read and View all, from the app's catalogue. */
  labels: NotificationBellLabels;
  /** The page with the whole history, linked at the popover's foot. */
  viewAllHref: string;
  /**
   * Called by "mark all as read". Focus moves to the popover itself once `unreadCount` is 0 and the
   * button goes, so a keyboard user is not left on nothing.
   */
  onMarkAllRead: () => void;
  /**
   * Called with a notification's id when it is followed, e.g. to mark it read; the link then
   * routes (client-side under PlazaProvider's `navigate`) and the popover closes.
   * @default undefined
   */
  onOpenItem?: (id: string) => void;
  /**
   * Whether the first load is under way: placeholders stand in for the list. Keep showing the
   * groups you have while refreshing them.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The empty state's way on, e.g. a link to Explore. The popover stays open as it is followed:
   * control `isOpen` to close it then.
   */
  emptyAction: ReactElement;
  /**
   * Called with `true` when the popover opens (refresh the list then) and `false` when it closes.
   * @default undefined
   */
  onOpenChange?: DialogTriggerProps['onOpenChange'];
}

/**
 * The header's notification centre: a bell whose accessible name carries the unread count (a
 * badge shows it too, hidden from screen readers), opening a popover with the latest
 * notifications grouped by day, each a link, unread ones marked by a dot and a word; "mark all as
 * read", a link to the whole history, an empty state and a loading state. A growing count is
 * announced politely.
 */
export function NotificationBell({
  unreadCount,
  groups,
  labels,
  viewAllHref,
  onMarkAllRead,
  onOpenItem,
  isLoading = false,
  emptyAction,
  ...state
}: NotificationBellProps) {
  const { locale } = useLocale();
  const numbers = new Intl.NumberFormat(locale);
  const badge = badgeText(unreadCount, (value) => numbers.format(value));
  const name = labels.button(unreadCount);

  // A live region's first content is not news, and fewer unread ones are the user's own doing.
  const [announced, setAnnounced] = useState({ count: unreadCount, text: '' });
  if (announced.count !== unreadCount) {
    setAnnounced({ count: unreadCount, text: unreadCount > announced.count ? name : '' });
  }

  const dialog = useRef<HTMLElement>(null);
  const markedAll = useRef(false);
  useLayoutEffect(() => {
    if (unreadCount > 0 || !markedAll.current) return;
    markedAll.current = false;
    dialog.current?.focus();
  }, [unreadCount]);

  return (
    <>
      <DialogTrigger {...state}>
        {/* The badge sits beside the button, not in it: its "9+" is not the button's name. */}
        <span className={positioned}>
          <IconButton label={name}>
            <BellIcon />
          </IconButton>
          {badge && (
            <span aria-hidden className={badgeAnchor}>
              <Badge tone="danger">
                <bdi>{badge}</bdi>
              </Badge>
            </span>
          )}
        </span>
        <Popover placement="bottom end" offset={8} className={styles.panel}>
          <Dialog ref={dialog} className={styles.dialog}>
            {({ close }) => (
              <>
                <div className={styles.header}>
                  <Heading slot="title" className={styles.title}>
                    {labels.title}
                  </Heading>
                  {unreadCount > 0 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onPress={() => {
                        markedAll.current = true;
                        onMarkAllRead();
                      }}
                    >
                      <ChecksIcon aria-hidden size="1.25em" />
                      {labels.markAllRead}
                    </Button>
                  )}
                </div>
                <div className={styles.body}>
                  <NotificationList
                    groups={groups}
                    labels={labels}
                    isLoading={isLoading}
                    emptyAction={emptyAction}
                    onOpen={(id) => {
                      onOpenItem?.(id);
                      close();
                    }}
                  />
                </div>
                <div className={styles.footer}>
                  <Link href={viewAllHref} onPress={close} className={standaloneLink}>
                    {labels.viewAll}
                  </Link>
                </div>
              </>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
      <span role="status" className={visuallyHidden}>
        {announced.text}
      </span>
    </>
  );
}
