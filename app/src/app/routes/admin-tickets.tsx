import { PageHeader } from '@plaza/ui';
import { TicketReview } from '../../features/support/components/ticket-review';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';

/** `admin/tickets/`: every support ticket, to answer and close (administrators). */
export function AdminTicketsRoute() {
  useDocumentTitle('admin.tickets.title');
  const say = useMessage();
  return (
    <>
      <PageHeader title={say('admin.tickets.title')} description={say('adminTickets.intro')} />
      <TicketReview />
    </>
  );
}
