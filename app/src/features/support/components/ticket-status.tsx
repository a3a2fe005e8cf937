import type { TicketStatus } from '@plaza/api';
import { StatusBadge } from '@plaza/ui';
import { useMessage } from '../../../hooks/use-message';
import type { MessageId } from '../../../i18n/messages';

/** Each ticket status's message, for its badge and the administrators' filter. */
export const TICKET_STATUS_LABEL: Record<TicketStatus, MessageId> = {
  open: 'support.status.open',
  answered: 'support.status.answered',
  closed: 'support.status.closed',
};

/** A ticket's status as a badge, in the interface language. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const say = useMessage();
  return <StatusBadge status={status} label={say(TICKET_STATUS_LABEL[status])} />;
}
