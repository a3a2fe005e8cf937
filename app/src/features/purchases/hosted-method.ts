import type { PaymentMethod } from '@plaza/api';

/** The methods paid on the provider's own page (docs/api.md: `kind: hosted`). */
export type HostedMethod = Extract<PaymentMethod, 'stripe' | 'mercadopago'>;

/** Whether `method` is paid on the provider's page, which the buyer leaves Plaza for. */
export const isHostedMethod = (method: PaymentMethod): method is HostedMethod =>
  method === 'stripe' || method === 'mercadopago';
