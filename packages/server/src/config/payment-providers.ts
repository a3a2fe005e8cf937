import {
  MERCADOPAGO_CURRENCIES,
  type MercadoPagoCurrency,
} from '../payments/mercadopago/charge-terms.js';
import type { EnvReader } from './env-reader.js';

/*
 * Which card providers are on and their keys (docs/api.md, "Paying through a real provider"):
 * PAYMENT_PROVIDERS (comma-separated, in the order checkout offers them; the old single
 * PAYMENT_PROVIDER is still read), STRIPE_* and MERCADOPAGO_*. Production refuses a provider whose
 * keys or webhook secret are missing, naming the variable, and the `test` provider unless
 * ALLOW_TEST_PAYMENTS=true.
 */

export type PaymentProviderName = 'stripe' | 'mercadopago' | 'test';
const PROVIDER_NAMES: readonly PaymentProviderName[] = ['stripe', 'mercadopago', 'test'];

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls instead of Stripe's API (tests' fake); undefined for Stripe's. */
  apiUrl: string | undefined;
  /** How long one try of a call waits for an answer (PAYMENT_PROVIDER_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface MercadoPagoConfig {
  accessToken: string;
  webhookSecret: string;
  apiUrl: string | undefined;
  currency: MercadoPagoCurrency;
  /** Units of `currency` per US dollar, decimal text: under a million, up to six decimals. */
  usdRate: string;
  timeoutMs: number;
}

export interface PaymentProvidersConfig {
  /** The providers on, in checkout's order; empty when the shop takes no cards. */
  paymentProviders: PaymentProviderName[];
  stripe: StripeConfig | undefined;
  mercadopago: MercadoPagoConfig | undefined;
}

export function readPaymentProviders(env: EnvReader, production: boolean): PaymentProvidersConfig {
  const paymentProviders = readProviderList(env, production);
  const timeoutMs = readTimeout(env);
  const on = (name: PaymentProviderName) => paymentProviders.includes(name);
  const required = (name: string, provider: PaymentProviderName): string => {
    const value = env.text(name);
    if (value === undefined)
      env.problem(`${name} is required while PAYMENT_PROVIDERS includes ${provider}`);
    return value ?? '';
  };
  const stripe: StripeConfig | undefined = on('stripe')
    ? {
        secretKey: required('STRIPE_SECRET_KEY', 'stripe'),
        webhookSecret: required('STRIPE_WEBHOOK_SECRET', 'stripe'),
        apiUrl: readApiUrl(env, 'STRIPE_API_URL'),
        timeoutMs,
      }
    : undefined;
  const mercadopago: MercadoPagoConfig | undefined = on('mercadopago')
    ? {
        accessToken: required('MERCADOPAGO_ACCESS_TOKEN', 'mercadopago'),
        webhookSecret: required('MERCADOPAGO_WEBHOOK_SECRET', 'mercadopago'),
        apiUrl: readApiUrl(env, 'MERCADOPAGO_API_URL'),
        currency: readCurrency(env),
        usdRate: readRate(env),
        timeoutMs,
      }
    : undefined;
  if (production && (stripe || mercadopago) && env.text('PUBLIC_URL') === undefined) {
    env.problem(
      'PUBLIC_URL is required in production while a hosted payment provider is on: the provider sends buyers back and its webhooks to it',
    );
  }
  return { paymentProviders, stripe, mercadopago };
}

function readProviderList(env: EnvReader, production: boolean): PaymentProviderName[] {
  const listText = env.text('PAYMENT_PROVIDERS') ?? env.text('PAYMENT_PROVIDER');
  const names =
    listText === undefined
      ? production
        ? []
        : ['test']
      : listText
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && name !== 'none');
  const providers: PaymentProviderName[] = [];
  for (const name of names) {
    if (!(PROVIDER_NAMES as readonly string[]).includes(name)) {
      env.problem(`PAYMENT_PROVIDERS takes ${PROVIDER_NAMES.join(', ')} (or none); got "${name}"`);
    } else if (!providers.includes(name as PaymentProviderName)) {
      providers.push(name as PaymentProviderName);
    }
  }
  const allowTest = env.text('ALLOW_TEST_PAYMENTS') ?? 'false';
  if (allowTest !== 'true' && allowTest !== 'false') {
    env.problem(`ALLOW_TEST_PAYMENTS must be true or false; got "${allowTest}"`);
  }
  if (production && providers.includes('test') && allowTest !== 'true') {
    env.problem(
      'PAYMENT_PROVIDERS=test takes test cards, not money: production refuses it unless ALLOW_TEST_PAYMENTS=true',
    );
  }
  return providers;
}

/** How long a provider's call may keep the buyer (and a sweep) waiting before it counts as unanswered. */
function readTimeout(env: EnvReader): number {
  const text = env.text('PAYMENT_PROVIDER_TIMEOUT_MS') ?? '10000';
  const value = Number(text);
  if (/^\d+$/.test(text) && value >= 1000 && value <= 60_000) return value;
  env.problem(
    `PAYMENT_PROVIDER_TIMEOUT_MS must be a whole number from 1000 to 60000; got "${text}"`,
  );
  return 10_000;
}

function readApiUrl(env: EnvReader, name: string): string | undefined {
  const value = env.text(name);
  if (value !== undefined && !/^https?:\/\/[^\s]+$/i.test(value)) {
    env.problem(`${name} must be an http:// or https:// URL; got "${value}"`);
    return undefined;
  }
  return value;
}

function readCurrency(env: EnvReader): MercadoPagoCurrency {
  const value = env.text('MERCADOPAGO_CURRENCY');
  if (value !== undefined && (MERCADOPAGO_CURRENCIES as readonly string[]).includes(value)) {
    return value as MercadoPagoCurrency;
  }
  env.problem(
    `MERCADOPAGO_CURRENCY must be one of ${MERCADOPAGO_CURRENCIES.join(', ')} (the Mercado Pago account's currency); got "${value ?? ''}"`,
  );
  return 'ARS';
}

function readRate(env: EnvReader): string {
  const value = env.text('MERCADOPAGO_USD_RATE');
  // Under a million units a dollar (the weakest currency here is in the thousands), so that any
  // purchase's charge stays an exact number of minor units.
  if (value !== undefined && /^\d{1,6}(\.\d{1,6})?$/.test(value) && Number(value) > 0) return value;
  env.problem(
    `MERCADOPAGO_USD_RATE must be the units of MERCADOPAGO_CURRENCY per US dollar, a positive number under 1000000 with up to six decimals; got "${value ?? ''}"`,
  );
  return '1';
}
