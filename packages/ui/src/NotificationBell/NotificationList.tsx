import { BellSimpleSlashIcon } from '@phosphor-icons/react/dist/ssr/BellSimpleSlash';
import { useId, type ReactNode } from 'react';
import { Link, VisuallyHidden } from 'react-aria-components';
import { Dot } from '../Badge/Dot.js';
import { EmptyState } from '../EmptyState/EmptyState.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import * as styles from './NotificationBell.css.js';
import type { NotificationBellLabels, NotificationGroup } from './types.js';

/** How many placeholder rows stand in for the list while it loads. */
const PLACEHOLDER_ROWS = 3;

interface NotificationListProps {
  groups: readonly NotificationGroup[];
  labels: NotificationBellLabels;
  isLoading: boolean;
  emptyAction?: ReactNode;
  /** Called with a notification's id when it is followed, before the popover closes. */
  onOpen: (id: string) => void;
}

/**
 * The popover's body: the days, each with its notifications as links (unread ones marked by a dot
 * and a word for screen readers), or placeholders while loading, or the empty state.
 */
export function NotificationList({
  groups,
  labels,
  isLoading,
  emptyAction,
  onOpen,
}: NotificationListProps) {
  if (isLoading) {
    return (
      <div aria-busy className={styles.placeholders}>
        <VisuallyHidden>{labels.loading}</VisuallyHidden>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
          <div key={row} className={styles.placeholder}>
            <Skeleton width="90%" />
            <Skeleton width="30%" />
          </div>
        ))}
      </div>
    );
  }

  if (!groups.some((group) => group.items.length > 0)) {
    return (
      <EmptyState
        title={labels.empty}
        text={labels.emptyText}
        icon={<BellSimpleSlashIcon />}
        action={emptyAction}
        headingLevel={3}
      />
    );
  }

  return (
    <div className={styles.groups}>
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <Day key={group.label} group={group} unreadLabel={labels.unread} onOpen={onOpen} />
        ))}
    </div>
  );
}

interface DayProps {
  group: NotificationGroup;
  unreadLabel: string;
  onOpen: (id: string) => void;
}

/** One day's notifications: a list named by the day's heading. */
function Day({ group, unreadLabel, onOpen }: DayProps) {
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className={styles.day}>
        {group.label}
      </h3>
      <ul aria-labelledby={headingId} className={styles.items}>
        {group.items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              onPress={() => onOpen(item.id)}
              className={styles.item}
              data-unread={item.isUnread || undefined}
            >
              <span className={styles.marker}>
                {item.isUnread && <Dot label={unreadLabel} tone="primary" />}
              </span>
              <span className={styles.text}>{item.text}</span>
              <time dateTime={item.dateTime} className={styles.time}>
                {item.time}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
