import { createMercadoPagoProvider } from './mercadopago/mercadopago-provider.js';
import type { HostedBuilders } from './registry.js';
import { createStripeProvider } from './stripe/stripe-provider.js';

/** Each hosted provider's part of the configuration; config/ refuses to start without it. */
function required<T>(settings: T | undefined, name: string): T {
  if (!settings) throw new Error(`${name} is on without its settings`);
  return settings;
}

/** The Stripe and Mercado Pago adapters, each built from its part of the configuration. */
export const hostedBuilders: HostedBuilders = {
  stripe: (config) => {
    const { secretKey, webhookSecret, apiUrl } = required(config.stripe, 'Stripe');
    return createStripeProvider({ secretKey, webhookSecret, ...(apiUrl && { apiUrl }) });
  },
  mercadopago: (config) => createMercadoPagoProvider(required(config.mercadopago, 'Mercado Pago')),
};
