import {
  ApiError,
  CONVERSATION_OPEN_DAYS_AFTER_RECEIPT,
  MESSAGE_MAX_LENGTH,
  type MessagePage,
} from '@plaza/api';
import { MessageComposer, MessageThread, type MessageDraft } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../i18n/error-messages';
import { MESSAGES_PAGE_SIZE } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
import { conversationState } from '../conversation-state';
import { firstUnreadId, threadMessages } from '../thread-messages';
import { useConversationLabels } from '../use-conversation-labels';
import type { SaleConversationProps } from './conversation-props';
import * as styles from './conversation.css';

/** docs/api.md: a message's photo is a JPEG, PNG or WebP of at most 5 MB. */
const MAX_PHOTO_BYTES = 5_000_000;

interface ConversationBodyProps extends SaleConversationProps {
  /** The newest `pageCount` pages of the conversation, as one. */
  page: MessagePage;
  pageCount: number;
  onLoadOlder: () => void;
}

/**
 * The thread and the composer, or why nothing more can be written: the reader only reads, the sale
 * ended unreceived, or (as the server answers a message) the days after receipt are over.
 */
export function ConversationBody({
  saleId,
  status,
  reader,
  otherParty,
  readOnlyReason,
  page,
  pageCount,
  onLoadOlder,
}: ConversationBodyProps) {
  const intl = useIntl();
  const labels = useConversationLabels(otherParty);
  const [draft, setDraft] = useState<MessageDraft>({ text: '' });
  const [isSending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [closedByServer, setClosedByServer] = useState(false);
  // The "new messages" line stays where it was first drawn, though they are marked read at once.
  const [unreadLine] = useState(() => firstUnreadId(page.results, reader));

  const state = conversationState(status);
  const closedReason =
    readOnlyReason ??
    (state === 'ended'
      ? intl.formatMessage({ id: 'conversation.ended' })
      : closedByServer
        ? intl.formatMessage(
            { id: 'conversation.closedAfterReceipt' },
            { days: CONVERSATION_OPEN_DAYS_AFTER_RECEIPT },
          )
        : undefined);

  const send = async ({ text, photo }: { text: string; photo?: File }) => {
    setSending(true);
    setSendError(undefined);
    try {
      await sendMessage(saleId, { ...(text && { text }), ...(photo && { photo }) });
      setDraft({ text: '' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'conversation_closed') {
        setClosedByServer(true);
      } else {
        const { id, values } = errorMessage(failure);
        setSendError(intl.formatMessage({ id }, values));
      }
    } finally {
      setSending(false);
    }
  };

  const messages = threadMessages(page.results, reader, (name) =>
    intl.formatMessage({ id: 'conversation.photoAlt' }, { name }),
  );
  // Pages asked for but not in yet: the button says they are on the way.
  const isLoadingOlder = page.results.length < Math.min(page.count, pageCount * MESSAGES_PAGE_SIZE);
  return (
    <>
      {messages.length > 0 ? (
        <MessageThread
          messages={messages}
          labels={labels.thread}
          hasOlder={page.next !== null}
          onLoadOlder={onLoadOlder}
          isLoadingOlder={isLoadingOlder}
          firstUnreadId={unreadLine}
        />
      ) : (
        <p className={styles.note}>
          <FormattedMessage id="conversation.empty" />
        </p>
      )}
      <MessageComposer
        draft={draft}
        onDraftChange={(next) => {
          setSendError(undefined);
          setDraft(next);
        }}
        onSend={(message) => void send(message)}
        labels={labels.composer}
        max={MESSAGE_MAX_LENGTH}
        maxPhotoSize={MAX_PHOTO_BYTES}
        isPending={isSending}
        errorMessage={sendError}
        closedReason={closedReason}
      />
      {state === 'open_after_receipt' && !closedReason && (
        <p className={styles.note}>
          <FormattedMessage
            id="conversation.openAfterReceipt"
            values={{ days: CONVERSATION_OPEN_DAYS_AFTER_RECEIPT }}
          />
        </p>
      )}
    </>
  );
}
