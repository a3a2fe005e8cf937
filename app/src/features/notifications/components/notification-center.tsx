import type { NotificationBellLabels } from '@plaza/ui';
import { NotificationBell } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ExploreLink } from '../../../components/empty/explore-link';
import { paths } from '../../../config/paths';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useMessage } from '../../../hooks/use-message';
import { markFollowedRead, markNotificationsRead } from '../api/mark-read';
import { useLatestNotifications } from '../api/get-notifications';
import { useNotificationGroups } from '../notification-groups';

function useBellLabels(): NotificationBellLabels {
  const intl = useIntl();
  const say = useMessage();
  return {
    button: (count) => intl.formatMessage({ id: 'notifications.bell' }, { count }),
    title: say('notifications.title'),
    unread: say('notifications.unread'),
    markAllRead: say('notifications.markAllRead'),
    viewAll: say('notifications.viewAll'),
    empty: say('notifications.empty'),
    emptyText: say('notifications.emptyText'),
    loading: say('notifications.loading'),
  };
}

/**
 * The header's bell for a signed-in user: how many notifications are unread (asked again every
 * minute while the tab is visible, on opening, and after the user's own actions), the latest ones
 * by day; following one marks it read.
 */
export function NotificationCenter() {
  const labels = useBellLabels();
  const failed = useFailureToast();
  const toGroups = useNotificationGroups();
  const { data, mutate } = useLatestNotifications();
  // Open state kept here, so that following the empty state's link closes the popover.
  const [isOpen, setOpen] = useState(false);
  return (
    <NotificationBell
      unreadCount={data?.unread_count ?? 0}
      groups={toGroups(data?.results ?? [])}
      labels={labels}
      viewAllHref={paths.notifications}
      isLoading={data === undefined}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) void mutate();
      }}
      emptyAction={<ExploreLink onPress={() => setOpen(false)} />}
      onMarkAllRead={() => void markNotificationsRead({ all: true }).catch(failed)}
      onOpenItem={(id) => void markFollowedRead(data?.results, id)?.catch(failed)}
    />
  );
}
