import { Button, NotificationList, Switch } from '@plaza/ui';
import { ChecksIcon } from '@phosphor-icons/react/dist/ssr/Checks';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ClearFiltersButton } from '../../../components/empty/clear-filters-button';
import { ExploreLink } from '../../../components/empty/explore-link';
import { LoadError } from '../../../components/errors/load-error';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useMessage } from '../../../hooks/use-message';
import { useNotificationHistory } from '../api/get-notifications';
import { markFollowedRead, markNotificationsRead } from '../api/mark-read';
import { useNotificationGroups } from '../notification-groups';
import * as styles from './notifications.css';

/**
 * Every notification of the signed-in user by day, newest first, "load more" at the foot, or only
 * the unread ones; following one marks it read, and all can be marked read at once.
 */
export function NotificationHistory() {
  const say = useMessage();
  const failed = useFailureToast();
  const toGroups = useNotificationGroups();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageCount, setPageCount] = useState(1);
  const { data, error, isValidating, mutate } = useNotificationHistory(unreadOnly, pageCount);
  const tools = useRef<HTMLDivElement>(null);
  const showUnreadOnly = (isSelected: boolean) => {
    setUnreadOnly(isSelected);
    setPageCount(1);
  };

  if (!data && error) {
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
  }
  const unread = data?.unread_count ?? 0;
  return (
    <div className={styles.history}>
      <div ref={tools} className={styles.tools}>
        <Switch
          label={say('notifications.unreadOnly')}
          isSelected={unreadOnly}
          onChange={showUnreadOnly}
        />
        {unread > 0 && (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => void markNotificationsRead({ all: true }).catch(failed)}
          >
            <ChecksIcon aria-hidden size="1.25em" />
            {say('notifications.markAllRead')}
          </Button>
        )}
      </div>
      <p role="status" className={styles.status}>
        {/* An empty list says so itself: no "All read" over it. */}
        {!!data?.count && (
          <FormattedMessage id="notifications.unreadCount" values={{ count: unread }} />
        )}
      </p>
      <NotificationList
        groups={toGroups(data?.results ?? [])}
        labels={{
          unread: say('notifications.unread'),
          empty: say(unreadOnly ? 'notifications.noneUnread' : 'notifications.empty'),
          emptyText: say('notifications.emptyText'),
          loading: say('notifications.loading'),
        }}
        isLoading={data === undefined}
        emptyAction={
          unreadOnly ? (
            <ClearFiltersButton onClear={() => showUnreadOnly(false)} filters={tools}>
              {say('notifications.seeAll')}
            </ClearFiltersButton>
          ) : (
            <ExploreLink />
          )
        }
        headingLevel={2}
        onOpen={(id) => void markFollowedRead(data?.results, id)?.catch(failed)}
      />
      {data && data.count > data.results.length && (
        <div>
          <Button
            variant="secondary"
            isPending={isValidating}
            onPress={() => setPageCount((pages) => pages + 1)}
          >
            <FormattedMessage
              id="notifications.loadMore"
              values={{ count: data.count - data.results.length }}
            />
          </Button>
        </div>
      )}
    </div>
  );
}
