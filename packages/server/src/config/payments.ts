import type { EnvReader } from './env-reader.js';
import { readPaymentProviders, type PaymentProvidersConfig } from './payment-providers.js';

/** Payments (docs/api.md, Purchases): who takes cards, bank transfers, the payment window, the fee. */
export interface PaymentsConfig extends PaymentProvidersConfig {
  /** Where buyers pay a bank transfer into; without it bank transfers are not offered. */
  bankTransferInstructions: string | undefined;
  /** How long a new purchase holds its stock waiting for payment. */
  paymentWindowMinutes: number;
  /** How many purchases one buyer may hold in `pending_payment` at once (`409 too_many_unpaid`). */
  maxUnpaidPurchases: number;
  /** The company's fee on a seller without membership, a percentage with up to two decimals. */
  companyFeePercent: string;
}

/** Only outside production: where a demo buyer would pay a bank transfer. */
const DEMO_BANK_TRANSFER_INSTRUCTIONS =
  'Banco de Ejemplo, cuenta corriente 000-000000-00 a nombre de Plaza (demo: no es una cuenta real).';

/**
 * The card providers (payment-providers.ts), BANK_TRANSFER_INSTRUCTIONS, PAYMENT_WINDOW_MINUTES,
 * MAX_UNPAID_PURCHASES and COMPANY_FEE_PERCENT. In production, without a provider, cards are off
 * and bank transfers need their instructions.
 */
export function readPaymentsConfig(env: EnvReader, production: boolean): PaymentsConfig {
  const providers = readPaymentProviders(env, production);
  const windowText = env.text('PAYMENT_WINDOW_MINUTES') ?? '30';
  const paymentWindowMinutes = Number(windowText);
  if (!/^\d+$/.test(windowText) || paymentWindowMinutes < 1 || paymentWindowMinutes > 1440) {
    env.problem(
      `PAYMENT_WINDOW_MINUTES must be a whole number from 1 to 1440; got "${windowText}"`,
    );
  }
  const unpaidText = env.text('MAX_UNPAID_PURCHASES') ?? '3';
  const maxUnpaidPurchases = Number(unpaidText);
  if (!/^\d+$/.test(unpaidText) || maxUnpaidPurchases < 1 || maxUnpaidPurchases > 100) {
    env.problem(`MAX_UNPAID_PURCHASES must be a whole number from 1 to 100; got "${unpaidText}"`);
  }
  const companyFeePercent = env.text('COMPANY_FEE_PERCENT') ?? '10';
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(companyFeePercent) || Number(companyFeePercent) > 50) {
    env.problem(
      `COMPANY_FEE_PERCENT must be a percentage from 0 to 50 with at most two decimals; got "${companyFeePercent}"`,
    );
  }
  return {
    ...providers,
    bankTransferInstructions:
      env.text('BANK_TRANSFER_INSTRUCTIONS') ??
      (production ? undefined : DEMO_BANK_TRANSFER_INSTRUCTIONS),
    paymentWindowMinutes,
    maxUnpaidPurchases,
    companyFeePercent,
  };
}
