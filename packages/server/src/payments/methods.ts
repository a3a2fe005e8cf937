import type { PaymentMethodList } from '@plaza/api';
import type { PaymentRegistry } from './registry.js';

/** GET `payments/methods/`: every method on, in the shop's order, with how it is paid. */
export const paymentMethodList = ({ all }: Pick<PaymentRegistry, 'all'>): PaymentMethodList =>
  all.map(({ method, kind, name }) => ({ method, kind, name }));
