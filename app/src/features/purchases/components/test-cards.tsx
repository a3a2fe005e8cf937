import { TEST_CARDS } from '@plaza/api';
import { FormattedMessage } from 'react-intl';
import { usePaymentMethods } from '../../../hooks/use-payment-methods';
import * as styles from './payment.css';

/**
 * The cards to type on the card step while the shop takes cards through the built-in `test`
 * provider (the method whose kind is `card_token`): nobody trying the shop has to guess one.
 */
export function TestCards() {
  const methods = usePaymentMethods().data;
  const isTestProvider = methods?.some(
    (method) => method.method === 'card' && method.kind === 'card_token',
  );
  if (!isTestProvider) return null;
  return (
    <p className={styles.explain}>
      <FormattedMessage
        id="checkout.card.testCards"
        values={{
          paying: <bdi dir="ltr">{TEST_CARDS.paying}</bdi>,
          declined: <bdi dir="ltr">{TEST_CARDS.declined}</bdi>,
        }}
      />
    </p>
  );
}
