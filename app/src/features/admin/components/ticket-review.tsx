import type { AdminTicket, TicketStatus } from '@plaza/api';
import { TICKET_STATUSES } from '@plaza/api';
import { DataTable, EmptyState, Pagination, type DataTableColumn } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { TicketStatusBadge } from '../../../components/ticket-status';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import type { MessageId } from '../../../i18n/messages';
import { toasts } from '../../../lib/toasts';
import { useAdminTickets } from '../api/get-admin-tickets';
import { updateTicket } from '../api/update-ticket';
import * as styles from './admin-list.css';
import { StatusFilter } from './status-filter';
import { TextDialog } from './text-dialog';
import * as dialogStyles from './text-dialog.css';

const PAGE_SIZE = 20;
/** API.md: an answer is at most 5000 characters. */
const MAX_ANSWER = 5000;

const STATUS_LABEL: Record<TicketStatus, MessageId> = {
  open: 'support.status.open',
  answered: 'support.status.answered',
  closed: 'support.status.closed',
};

/** The ticket being answered: what the user wrote, and a box for the answer mailed to them. */
function TicketQuestion({ ticket }: { ticket: AdminTicket }) {
  const intl = useIntl();
  return (
    <>
      <p className={dialogStyles.meta}>
        {intl.formatMessage(
          { id: 'adminTickets.from' },
          { username: ticket.user.username, email: ticket.user.email },
        )}
        {ticket.purchase !== null &&
          ` · ${intl.formatMessage({ id: 'support.aboutPurchase' }, { id: ticket.purchase })}`}
      </p>
      <p className={dialogStyles.quote}>{ticket.information}</p>
      {ticket.attachment && (
        <p className={dialogStyles.meta}>
          <a href={ticket.attachment} target="_blank" rel="noreferrer">
            {intl.formatMessage({ id: 'support.viewAttachment' })}
          </a>
        </p>
      )}
    </>
  );
}

/**
 * Every support ticket for administrators, open ones first, searched by subject, text or author:
 * answer one (the answer is mailed and shown to the user) or close it.
 */
export function TicketReview() {
  const say = useMessage();
  const intl = useIntl();
  const paginationLabels = usePaginationLabels();
  const toastFailure = useFailureToast();
  const [status, setStatus] = useState<TicketStatus | null>('open');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<AdminTicket | null>(null);
  const { data, error, isValidating, mutate } = useAdminTickets({
    page,
    page_size: PAGE_SIZE,
    ...(status && { status }),
    ...(search && { search }),
  });

  const columns: DataTableColumn<AdminTicket>[] = [
    {
      id: 'subject',
      label: say('support.subject'),
      isRowHeader: true,
      cell: (ticket) => ticket.subject,
    },
    {
      id: 'user',
      label: say('adminTickets.user'),
      cell: (ticket) => (
        <span className={styles.person}>
          {ticket.user.username}
          <span className={styles.muted}>{ticket.user.email}</span>
        </span>
      ),
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

  const change = async (
    ticket: AdminTicket,
    body: Parameters<typeof updateTicket>[1],
    done: MessageId,
  ) => {
    try {
      await updateTicket(ticket.id, body);
      toasts.add({
        tone: 'success',
        title: intl.formatMessage({ id: done }, { subject: ticket.subject }),
      });
    } catch (failure) {
      toastFailure(failure);
    }
  };

  return (
    <div className={styles.root}>
      <StatusFilter
        label={say('adminTickets.status')}
        statuses={TICKET_STATUSES}
        labels={STATUS_LABEL}
        value={status}
        onChange={(chosen) => {
          setStatus(chosen);
          setPage(1);
        }}
      />
      {error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <DataTable
          rows={data?.results ?? []}
          columns={columns}
          getRowId={(ticket) => ticket.id}
          getRowName={(ticket) => ticket.subject}
          labels={{ table: say('adminTickets.title'), loading: say('common.loading') }}
          isLoading={!data}
          emptyState={<EmptyState title={say('adminTickets.empty')} headingLevel={2} />}
          search={{
            label: say('adminTickets.search'),
            clearLabel: say('explore.clearSearch'),
            defaultValue: search,
            onChange: (text) => {
              setSearch(text.trim());
              setPage(1);
            },
          }}
          rowActions={{
            columnLabel: say('admin.actions'),
            label: (name) => intl.formatMessage({ id: 'admin.actionsFor' }, { name }),
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
        />
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil((data?.count ?? 0) / PAGE_SIZE)}
        onPageChange={setPage}
        labels={paginationLabels}
      />
      <TextDialog
        isOpen={answering !== null}
        onClose={() => setAnswering(null)}
        title={answering?.subject ?? ''}
        label={say('adminTickets.answerLabel')}
        description={say('adminTickets.answerHelp')}
        isRequired
        maxLength={MAX_ANSWER}
        initialText={answering?.answer ?? ''}
        confirmLabel={say('adminTickets.send')}
        onSend={async (answer) => {
          if (answering && answer) await change(answering, { answer }, 'adminTickets.answered');
          setAnswering(null);
        }}
      >
        {answering && <TicketQuestion ticket={answering} />}
      </TextDialog>
    </div>
  );
}
