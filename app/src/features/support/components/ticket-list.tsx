import type { Ticket } from '@plaza/api';
import { Button, EmptyState, Pagination } from '@plaza/ui';
import { ChatCircleTextIcon } from '@phosphor-icons/react/dist/ssr/ChatCircleText';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { TICKETS_PAGE_SIZE, useTickets } from '../api/get-tickets';
import * as styles from './support.css';
import { TicketStatusBadge } from './ticket-status';
import { TicketMessage } from './ticket-message';

function TicketItem({ ticket }: { ticket: Ticket }) {
  return (
    <li className={styles.ticket}>
      <div className={styles.ticketHeader}>
        <h3 dir="auto" className={styles.subject}>
          {ticket.subject}
        </h3>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <p className={styles.meta}>
        <FormattedDate value={ticket.created_at} dateStyle="medium" timeStyle="short" />
        {ticket.purchase !== null && (
          <>
            {' · '}
            <FormattedMessage id="support.aboutPurchase" values={{ id: ticket.purchase }} />
          </>
        )}
      </p>
      <TicketMessage ticket={ticket} className={styles.message} linkClassName={styles.meta} />
      <div className={styles.answer}>
        <h4 className={styles.answerTitle}>
          <FormattedMessage id="support.answer" />
        </h4>
        {ticket.answer === null ? (
          <p className={styles.message}>
            <FormattedMessage id="support.noAnswer" />
          </p>
        ) : (
          <p dir="auto" className={styles.message}>
            {ticket.answer}
          </p>
        )}
      </div>
    </li>
  );
}

interface TicketListProps {
  page: number;
  onPageChange: (page: number) => void;
  /** Takes the user to the form that writes a ticket, the way on from an empty list. */
  onWrite: () => void;
}

/** The user's tickets, newest first, each with its status and support's answer. */
export function TicketList({ page, onPageChange, onWrite }: TicketListProps) {
  const say = useMessage();
  const paginationLabels = usePaginationLabels();
  const { data, error, isLoading, isValidating, mutate } = useTickets(page);

  if (error && !data)
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
  if (isLoading && !data) return <p aria-busy>{say('common.loading')}</p>;
  if (!data || data.count === 0)
    return (
      <EmptyState
        title={say('support.noTickets')}
        icon={<ChatCircleTextIcon />}
        headingLevel={3}
        action={
          <Button variant="secondary" onPress={onWrite}>
            {say('support.write')}
          </Button>
        }
      />
    );

  return (
    <>
      <ol className={styles.tickets} aria-label={say('support.tickets')}>
        {data.results.map((ticket) => (
          <TicketItem key={ticket.id} ticket={ticket} />
        ))}
      </ol>
      <Pagination
        page={page}
        pageCount={Math.ceil(data.count / TICKETS_PAGE_SIZE)}
        onPageChange={onPageChange}
        labels={paginationLabels}
      />
    </>
  );
}
