import type { PaymentMethod } from '@plaza/api';
import type { Config } from '../config/index.js';
import { bankTransferProvider } from './bank-transfer.js';
import type { HostedProvider, PaymentProvider } from './provider.js';
import { testProvider } from './test/test-provider.js';

/*
 * The providers this shop runs, built once at start from the configuration. Everything else asks
 * here by the purchase's `payment_method` (or a webhook's route), never by a provider's name.
 */

export interface PaymentRegistry {
  /** Every method on, in checkout's order: PAYMENT_PROVIDERS' order, then bank transfer. */
  readonly all: readonly PaymentProvider[];
  /** The provider of a method, when it is on. */
  forMethod(method: PaymentMethod): PaymentProvider | undefined;
  /** The hosted provider whose webhook route is `payments/{route}/webhook/`. */
  hostedByRoute(route: string): HostedProvider | undefined;
}

/** The hosted providers' adapters, by the name PAYMENT_PROVIDERS gives them. */
export type HostedBuilders = Record<'stripe' | 'mercadopago', (config: Config) => HostedProvider>;

/** What `transactions.provider` keeps for a purchase paid by `method`. */
export const providerIdOf = (method: PaymentMethod): string =>
  method === 'card' ? 'test' : method;

export function createPaymentRegistry(config: Config, hosted: HostedBuilders): PaymentRegistry {
  const all: PaymentProvider[] = config.paymentProviders.map((name) =>
    name === 'test' ? testProvider : hosted[name](config),
  );
  if (config.bankTransferInstructions) {
    all.push(bankTransferProvider(config.bankTransferInstructions));
  }
  return {
    all,
    forMethod: (method) => all.find((provider) => provider.method === method),
    hostedByRoute: (route) =>
      all.find(
        (provider): provider is HostedProvider =>
          provider.kind === 'hosted' && provider.route === route,
      ),
  };
}
