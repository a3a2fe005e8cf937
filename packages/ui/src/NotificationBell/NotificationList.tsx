import { BellSimpleSlashIcon } from '@phosphor-icons/react/dist/ssr/BellSimpleSlash';
import { useId, type ReactElement } from 'react';
import { Link, VisuallyHidden } from 'react-aria-components';
import { Dot } from '../Badge/Dot.js';
import { EmptyState } from '../EmptyState/EmptyState.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import * as styles from './NotificationBell.css.js';
import type { NotificationBellLabels, NotificationGroup } from './types.js';

/** How many placeholder rows stand in for the list while it loads. */
const PLACEHOLDER_ROWS = 3;

export interface NotificationListProps {
  /** The notifications by day, newest day first, as the app groups them. */
  groups: readonly NotificationGroup[];
  labels: Pick<NotificationBellLabels, 'unread' | 'empty' | 'emptyText' | 'loading'>;
  /** Whether the first load is under way: placeholders stand in for the list. */
  isLoading: boolean;
  /** The empty state's way on, e.g. a link to Explore. */
  emptyAction: ReactElement;
  /** Called with a notification's id when it is followed, e.g. to mark it read. */
  onOpen: (id: string) => void;
  /**
   * Level of each day's heading, and of the empty state's: 3 in the bell's popover, 2 on a page
   * of its own under its title.
   * @default 3
   */
  headingLevel?: 2 | 3;
}

/**
 * The bell's popover body, and the whole history on a page of the app: the days, each with its
 * notifications as links (unread ones marked by a dot and a word for screen readers), or
 * placeholders while loading, or the empty state.
 */
export function NotificationList({
  groups,
  labels,
  isLoading,
  emptyAction,
  onOpen,
  headingLevel = 3,
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
        headingLevel={headingLevel}
      />
    );
  }

  return (
    <div className={styles.groups}>
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <Day
            key={group.label}
            group={group}
            unreadLabel={labels.unread}
            onOpen={onOpen}
            headingLevel={headingLevel}
          />
        ))}
    </div>
  );
}

interface DayProps {
  group: NotificationGroup;
  unreadLabel: string;
  onOpen: (id: string) => void;
  headingLevel: 2 | 3;
}

/** One day's notifications: a list named by the day's heading. */
function Day({ group, unreadLabel, onOpen, headingLevel }: DayProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div>
      <Heading id={headingId} className={styles.day}>
        {group.label}
      </Heading>
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
