import type { PaymentMethod } from '@plaza/api';
import type { MessageId } from '../../i18n/messages';

/** The short name of each payment method, as a purchase and the purchase lists show it. */
export const PAYMENT_METHOD_NAME: Record<PaymentMethod, MessageId> = {
  card: 'checkout.method.card',
  bank_transfer: 'checkout.method.transfer',
  stripe: 'orders.method.stripe',
  mercadopago: 'orders.method.mercadopago',
};
