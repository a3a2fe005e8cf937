import { ApiError, type Purchase } from '@plaza/api';
import { Button, DescriptionList, Form, Money, TextField } from '@plaza/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorMessage, type ErrorMessage } from '../../../i18n/error-messages';
import { useMessage } from '../../../hooks/use-message';
import { toCents } from '../../../lib/money';
import { payByTransfer } from '../api/pay';
import * as styles from './payment.css';

interface TransferPaymentProps {
  purchase: Purchase;
  onPaid: (purchase: Purchase) => void;
  /** The server says the payment window has closed. */
  onExpired: () => void;
}

/**
 * The bank transfer step: where to pay (the server's `BANK_TRANSFER_INSTRUCTIONS`), how much, the
 * reference to quote, and a field for the reference of the transfer made. Sending it puts the
 * purchase in the administrator's hands (`pending_approval`).
 */
export function TransferPayment({ purchase, onPaid, onExpired }: TransferPaymentProps) {
  const say = useMessage();
  const [reference, setReference] = useState('');
  const [isMissing, setMissing] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [isSending, setSending] = useState(false);
  const isUnderWay = useRef(false);
  const { transaction } = purchase;

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isUnderWay.current) return;
    setFailure(null);
    if (reference.trim() === '') return setMissing(true);
    isUnderWay.current = true;
    setSending(true);
    try {
      onPaid(await payByTransfer(purchase.purchase_id, reference));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'transaction_expired') return onExpired();
      setFailure(errorMessage(error));
    } finally {
      isUnderWay.current = false;
      setSending(false);
    }
  };

  return (
    <div className={styles.transfer}>
      <DescriptionList
        items={[
          {
            id: 'amount',
            term: say('checkout.transfer.amount'),
            value: <Money cents={toCents(transaction.amount)} />,
          },
          ...(transaction.reference
            ? [
                {
                  id: 'reference',
                  term: say('checkout.transfer.quote'),
                  value: <span dir="ltr">{transaction.reference}</span>,
                },
              ]
            : []),
          ...(transaction.instructions
            ? [
                {
                  id: 'instructions',
                  term: say('checkout.transfer.instructions'),
                  value: <span className={styles.instructions}>{transaction.instructions}</span>,
                },
              ]
            : []),
        ]}
      />
      <Form onSubmit={send}>
        <TextField
          label={say('checkout.transfer.reference')}
          description={say('checkout.transfer.referenceHelp')}
          value={reference}
          onChange={(value) => {
            setReference(value);
            setMissing(false);
          }}
          isRequired
          isInvalid={isMissing}
          errorMessage={isMissing ? say('form.error.required') : undefined}
          isDisabled={isSending}
          maxLength={100}
        />
        {failure && (
          <p role="alert" className={styles.failureText}>
            <FormattedMessage id={failure.id} values={failure.values} />
          </p>
        )}
        <Button type="submit" isPending={isSending} pendingLabel={say('common.loading')}>
          <FormattedMessage id="checkout.transfer.submit" />
        </Button>
      </Form>
    </div>
  );
}
