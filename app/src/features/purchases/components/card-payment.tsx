import { ApiError, type Purchase } from '@plaza/api';
import { Button, CardFields, type CardValue, Form, Money } from '@plaza/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, type ErrorMessage } from '../../../i18n/error-messages';
import { useMessage } from '../../../hooks/use-message';
import { toCents } from '../../../lib/money';
import { TestCards } from './test-cards';
import { checkCard, type CardProblems } from '../card-check';
import { payByCard } from '../api/pay';
import * as styles from './payment.css';

const NO_CARD: CardValue = { number: '', expiry: '', cvc: '' };

/** The token call's field errors, by the card field they are about. */
const CARD_FIELD_OF: Record<string, keyof CardValue> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
};

interface CardPaymentProps {
  purchase: Purchase;
  onPaid: (purchase: Purchase) => void;
  /** The server says the payment window has closed. */
  onExpired: () => void;
  /**
   * Offered when a card is declined: pay this order by bank transfer instead.
   * @default undefined (not offered)
   */
  onSwitchToTransfer?: () => void;
}

/**
 * The card form of the payment step. The card is checked here first (@plaza/api's rules), then
 * turned into a token by the payment provider and the purchase paid with it. One payment at a time:
 * a second press while one is under way does nothing. A declined card says so, in the user's
 * language, and lets them try again or switch to a bank transfer.
 */
export function CardPayment({ purchase, onPaid, onExpired, onSwitchToTransfer }: CardPaymentProps) {
  const intl = useIntl();
  const say = useMessage();
  const [card, setCard] = useState(NO_CARD);
  const [problems, setProblems] = useState<CardProblems>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [isPaying, setPaying] = useState(false);
  const isUnderWay = useRef(false);
  const fields = useRef<HTMLDivElement>(null);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isUnderWay.current) return;
    const found = checkCard(card, new Date());
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    isUnderWay.current = true;
    setPaying(true);
    try {
      onPaid(await payByCard(purchase.purchase_id, card));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'transaction_expired') return onExpired();
      const fields = error instanceof ApiError ? Object.keys(error.fields) : [];
      const cardFields = fields.flatMap((field) => CARD_FIELD_OF[field] ?? []);
      if (cardFields.length > 0) {
        setProblems(Object.fromEntries(cardFields.map((field) => [field, invalidMessage[field]])));
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      isUnderWay.current = false;
      setPaying(false);
    }
  };

  const tryAgain = () => {
    setFailure(null);
    setCard(NO_CARD);
    // Back to the first field, the card number, to type another card.
    fields.current?.querySelector('input')?.focus();
  };

  return (
    <Form onSubmit={pay}>
      <TestCards />
      <div ref={fields}>
        <CardFields
          value={card}
          onChange={(next) => {
            setCard(next);
            setProblems({});
          }}
          isDisabled={isPaying}
          labels={{
            legend: say('checkout.card.legend'),
            number: say('checkout.card.number'),
            expiry: say('checkout.card.expiry'),
            expiryFormat: say('checkout.card.expiryFormat'),
            cvc: say('checkout.card.cvc'),
            cvcHelp: say('checkout.card.cvcHelp'),
          }}
          errors={Object.fromEntries(
            Object.entries(problems).map(([field, id]) => [field, intl.formatMessage({ id })]),
          )}
        />
      </div>
      {failure && (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureText}>
            <FormattedMessage id={failure.id} values={failure.values} />
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={tryAgain}>
              <FormattedMessage id="checkout.card.tryAgain" />
            </Button>
            {onSwitchToTransfer && (
              <Button variant="secondary" onPress={onSwitchToTransfer}>
                <FormattedMessage id="checkout.card.switchToTransfer" />
              </Button>
            )}
          </div>
        </div>
      )}
      <Button type="submit" isPending={isPaying} pendingLabel={say('common.loading')}>
        <FormattedMessage
          id="checkout.card.pay"
          values={{ amount: <Money cents={toCents(purchase.total)} /> }}
        />
      </Button>
    </Form>
  );
}

const invalidMessage = {
  number: 'checkout.card.numberInvalid',
  expiry: 'checkout.card.expiryInvalid',
  cvc: 'checkout.card.cvcInvalid',
} as const;
