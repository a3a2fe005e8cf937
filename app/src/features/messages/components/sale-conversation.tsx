import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useSaleMessages } from '../api/get-messages';
import { markMessagesRead } from '../api/mark-read';
import { conversationState } from '../conversation-state';
import { useSeen } from '../use-seen';
import { ConversationBody } from './conversation-body';
import type { SaleConversationProps } from './conversation-props';
import * as styles from './conversation.css';

/**
 * A sale's private conversation with `otherParty` (docs/api.md, "Messages after the sale"): the
 * thread, newest at the bottom with earlier pages on request, and the composer; before the sale
 * is paid, only why nothing can be written yet.
 */
export function SaleConversation(props: SaleConversationProps) {
  const intl = useIntl();
  // Not a region itself: the thread is one, named alike.
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>
        {intl.formatMessage({ id: 'conversation.title' }, { name: props.otherParty })}
      </h2>
      {conversationState(props.status) === 'not_open' ? (
        <p className={styles.note}>
          <FormattedMessage id="conversation.notOpen" />
        </p>
      ) : (
        <OpenConversation {...props} />
      )}
    </div>
  );
}

/** A paid sale's conversation: read, and marked read by a party, once it comes into sight. */
function OpenConversation(props: SaleConversationProps) {
  const { saleId, reader } = props;
  const [pageCount, setPageCount] = useState(1);
  const { data, error, isValidating, mutate } = useSaleMessages(saleId, pageCount);
  const place = useRef<HTMLDivElement>(null);
  const seen = useSeen(place);
  const unread = data?.unread_count ?? 0;
  useEffect(() => {
    // Only the parties' reading counts: the server refuses an administrator's (docs/api.md).
    if (reader !== 'admin' && seen && unread > 0) {
      void markMessagesRead(saleId).then(() => mutate());
    }
  }, [reader, seen, unread, saleId, mutate]);
  return (
    <div ref={place} className={styles.section}>
      {data ? (
        <ConversationBody
          {...props}
          page={data}
          pageCount={pageCount}
          onLoadOlder={() => setPageCount((count) => count + 1)}
        />
      ) : error ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
