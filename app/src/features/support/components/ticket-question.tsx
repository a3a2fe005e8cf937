import type { AdminTicket } from '@plaza/api';
import { useIntl } from 'react-intl';
import { TicketMessage } from './ticket-message';
import * as styles from './ticket-question.css';

/** The ticket being answered, above the answer's box: who wrote it, what they wrote, the file. */
export function TicketQuestion({ ticket }: { ticket: AdminTicket }) {
  const intl = useIntl();
  return (
    <>
      <p className={styles.meta}>
        {intl.formatMessage(
          { id: 'adminTickets.from' },
          { username: <bdi key="username">{ticket.user.username}</bdi>, email: ticket.user.email },
        )}
        {ticket.purchase !== null &&
          ` · ${intl.formatMessage({ id: 'support.aboutPurchase' }, { id: ticket.purchase })}`}
      </p>
      <TicketMessage ticket={ticket} className={styles.quote} linkClassName={styles.meta} />
    </>
  );
}
