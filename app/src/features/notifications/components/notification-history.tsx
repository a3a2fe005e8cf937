import { Button, NotificationList, Switch } from '@plaza/ui';
import { ChecksIcon } from '@phosphor-icons/react/dist/ssr/Checks';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
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

  if (!data && error) {
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
  }
  const unread = data?.unread_count ?? 0;
  return (
    <div className={styles.history}>
      <div className={styles.tools}>
        <Switch
          label={say('notifications.unreadOnly')}
          isSelected={unreadOnly}
          onChange={(isSelected) => {
            setUnreadOnly(isSelected);
            setPageCount(1);
          }}
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
        {data && <FormattedMessage id="notifications.unreadCount" values={{ count: unread }} />}
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
