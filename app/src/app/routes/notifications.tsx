import { PageHeader } from '@plaza/ui';
import { NotificationHistory } from '../../features/notifications/components/notification-history';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';

/** `/notifications`: everything that happened to the signed-in user, the bell's whole history. */
export function NotificationsRoute() {
  useDocumentTitle('notifications.title');
  const say = useMessage();
  return (
    <>
      <PageHeader title={say('notifications.title')} />
      <NotificationHistory />
    </>
  );
}
