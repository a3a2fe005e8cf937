import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { focusFirstControl } from '../../../lib/first-control';
import * as styles from './support.css';
import { SupportForm } from './support-form';
import { TicketList } from './ticket-list';

/**
 * Contact support (docs/product.md, section 2): the form, and the user's tickets with their answers. A sent
 * ticket empties the form (a new one starts), is said aloud, and tops the list.
 */
export function SupportPage() {
  const [sentCount, setSentCount] = useState(0);
  const [page, setPage] = useState(1);
  const newTicket = useRef<HTMLElement>(null);
  return (
    <div className={styles.layout}>
      <section ref={newTicket} className={styles.section} aria-labelledby="support-new">
        <h2 id="support-new" className={styles.heading}>
          <FormattedMessage id="support.newTicket" />
        </h2>
        <p role="status" className={styles.status}>
          {sentCount > 0 && <FormattedMessage id="support.sent" />}
        </p>
        <SupportForm
          key={sentCount}
          onSent={() => {
            setSentCount((count) => count + 1);
            setPage(1);
          }}
        />
      </section>
      <section className={styles.section} aria-labelledby="support-tickets">
        <h2 id="support-tickets" className={styles.heading}>
          <FormattedMessage id="support.tickets" />
        </h2>
        <TicketList
          page={page}
          onPageChange={setPage}
          onWrite={() => focusFirstControl(newTicket.current)}
        />
      </section>
    </div>
  );
}
