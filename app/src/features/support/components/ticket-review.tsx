import type { AdminTicket, TicketStatus, TicketUpdateBody } from '@plaza/api';
import { TICKET_STATUSES } from '@plaza/api';
import type { DataTableColumn } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TICKET_STATUS_LABEL, TicketStatusBadge } from './ticket-status';
import { useMessage } from '../../../hooks/use-message';
import { useToastedAction } from '../../../hooks/use-toasted-action';
import type { MessageId } from '../../../i18n/messages';
import { useAdminTickets } from '../api/get-admin-tickets';
import { updateTicket } from '../api/update-ticket';
import {
  PersonCell,
  ReasonDialog,
  ReviewList,
  useReviewListState,
} from '../../../components/review-list';
import { TicketQuestion } from './ticket-question';

/** docs/api.md: an answer is at most 5000 characters. */
const MAX_ANSWER = 5000;

/**
 * Every support ticket for administrators, open ones first, searched by subject, text or author:
 * answer one (the answer is mailed and shown to the user) or close it.
 */
export function TicketReview() {
  const say = useMessage();
  const intl = useIntl();
  const runAction = useToastedAction();
  const list = useReviewListState<{ status: TicketStatus | null; search: string }>({
    status: 'open',
    search: '',
  });
  const [answering, setAnswering] = useState<AdminTicket | null>(null);
  const answer = useAdminTickets(list.query);

  const columns: DataTableColumn<AdminTicket>[] = [
    {
      id: 'subject',
      label: say('support.subject'),
      isRowHeader: true,
      cell: (ticket) => <bdi>{ticket.subject}</bdi>,
    },
    {
      id: 'user',
      label: say('adminTickets.user'),
      cell: (ticket) => <PersonCell user={ticket.user} />,
    },
    {
      id: 'date',
      label: say('adminTickets.date'),
      cell: (ticket) =>
        intl.formatDate(ticket.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      id: 'status',
      label: say('adminTickets.status'),
      cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
    },
  ];

  const change = (ticket: AdminTicket, body: TicketUpdateBody, done: MessageId) =>
    runAction(() => updateTicket(ticket.id, body), {
      title: intl.formatMessage({ id: done }, { subject: ticket.subject }),
    });

  return (
    <ReviewList
      label={say('adminTickets.title')}
      answer={answer}
      list={list}
      columns={columns}
      getRowId={(ticket) => ticket.id}
      getRowName={(ticket) => ticket.subject}
      noMatchTitle={say('adminTickets.empty')}
      statusFilter={{
        label: say('adminTickets.status'),
        statuses: TICKET_STATUSES,
        labels: TICKET_STATUS_LABEL,
      }}
      searchLabel={say('adminTickets.search')}
      actions={{
        items: (ticket) => [
          { id: 'answer', label: say('adminTickets.answer') },
          {
            id: 'close',
            label: say('adminTickets.close'),
            isDisabled: ticket.status === 'closed',
          },
        ],
        onAction: (action, ticket) =>
          action === 'answer'
            ? setAnswering(ticket)
            : void change(ticket, { status: 'closed' }, 'adminTickets.closed'),
      }}
    >
      <ReasonDialog
        isOpen={answering !== null}
        onClose={() => setAnswering(null)}
        title={answering?.subject ?? ''}
        label={say('adminTickets.answerLabel')}
        description={say('adminTickets.answerHelp')}
        isRequired
        maxLength={MAX_ANSWER}
        initialText={answering?.answer ?? ''}
        confirmLabel={say('adminTickets.send')}
        size="lg"
        onSend={async (text) => {
          if (answering && text) await change(answering, { answer: text }, 'adminTickets.answered');
          setAnswering(null);
        }}
      >
        {answering && <TicketQuestion ticket={answering} />}
      </ReasonDialog>
    </ReviewList>
  );
}
