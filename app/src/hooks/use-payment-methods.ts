import type { PaymentMethodList } from '@plaza/api';
import useSWR, { mutate } from 'swr';
import { orderApi } from '../lib/api-calls/orders';

/** The cache key of the shop's payment methods. */
const PAYMENT_METHODS_KEY = 'payments/methods/';

/** GET `payments/methods/`: the ways this shop takes money, in its order (docs/api.md). */
export function usePaymentMethods() {
  return useSWR<PaymentMethodList, Error>(PAYMENT_METHODS_KEY, () => orderApi.paymentMethods());
}

/** Asks for the methods again: the shop turned one off since the list was read. */
export function refreshPaymentMethods(): Promise<unknown> {
  return mutate(PAYMENT_METHODS_KEY);
}
