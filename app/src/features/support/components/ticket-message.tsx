import type { Ticket } from '@plaza/api';
import { FormattedMessage } from 'react-intl';

interface TicketMessageProps {
  ticket: Pick<Ticket, 'information' | 'attachment'>;
  /** The message's paragraph. */
  className: string;
  /** The attachment link's paragraph. */
  linkClassName: string;
}

/** What a ticket's author wrote (in its own direction), then the link to its file when it has one. */
export function TicketMessage({ ticket, className, linkClassName }: TicketMessageProps) {
  return (
    <>
      <p dir="auto" className={className}>
        {ticket.information}
      </p>
      {ticket.attachment && (
        <p className={linkClassName}>
          <a href={ticket.attachment} target="_blank" rel="noreferrer">
            <FormattedMessage id="support.viewAttachment" />
          </a>
        </p>
      )}
    </>
  );
}
