import type { EnvReader } from './env-reader.js';

export type PaymentProviderName = 'test' | 'none';

/** Payments (API.md, Purchases): who takes cards, bank transfers, the payment window, the fee. */
export interface PaymentsConfig {
  /** Who takes card payments (payments/): the built-in `test` provider, or `none` for no cards. */
  paymentProvider: PaymentProviderName;
  /** Where buyers pay a bank transfer into; without it bank transfers are not offered. */
  bankTransferInstructions: string | undefined;
  /** How long a new purchase holds its stock waiting for payment. */
  paymentWindowMinutes: number;
  /** How many purchases one buyer may hold in `pending_payment` at once (`409 too_many_unpaid`). */
  maxUnpaidPurchases: number;
  /** The company's fee on a seller without membership, a percentage with up to two decimals. */
  companyFeePercent: string;
}

const PAYMENT_PROVIDERS: readonly PaymentProviderName[] = ['test', 'none'];
/** Only outside production: where a demo buyer would pay a bank transfer. */
const DEMO_BANK_TRANSFER_INSTRUCTIONS =
  'Banco de Ejemplo, cuenta corriente 000-000000-00 a nombre de Plaza (demo: no es una cuenta real).';

/**
 * PAYMENT_PROVIDER, ALLOW_TEST_PAYMENTS, BANK_TRANSFER_INSTRUCTIONS, PAYMENT_WINDOW_MINUTES,
 * MAX_UNPAID_PURCHASES and COMPANY_FEE_PERCENT. The `test` provider takes published test cards, so production refuses it
 * unless `ALLOW_TEST_PAYMENTS=true` says a person meant it (a staging shop); there, without a
 * provider, cards are off and bank transfers need their instructions.
 */
export function readPaymentsConfig(env: EnvReader, production: boolean): PaymentsConfig {
  const paymentProvider = readProvider(env, production);
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
    paymentProvider,
    bankTransferInstructions:
      env.text('BANK_TRANSFER_INSTRUCTIONS') ??
      (production ? undefined : DEMO_BANK_TRANSFER_INSTRUCTIONS),
    paymentWindowMinutes,
    maxUnpaidPurchases,
    companyFeePercent,
  };
}

function readProvider(env: EnvReader, production: boolean): PaymentProviderName {
  const providerText = env.text('PAYMENT_PROVIDER') ?? (production ? 'none' : 'test');
  let paymentProvider: PaymentProviderName = 'none';
  if ((PAYMENT_PROVIDERS as readonly string[]).includes(providerText)) {
    paymentProvider = providerText as PaymentProviderName;
  } else {
    env.problem(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}; got "${providerText}"`,
    );
  }
  const allowTest = env.text('ALLOW_TEST_PAYMENTS') ?? 'false';
  if (allowTest !== 'true' && allowTest !== 'false') {
    env.problem(`ALLOW_TEST_PAYMENTS must be true or false; got "${allowTest}"`);
  }
  if (production && paymentProvider === 'test' && allowTest !== 'true') {
    env.problem(
      'PAYMENT_PROVIDER=test takes test cards, not money: production refuses it unless ALLOW_TEST_PAYMENTS=true',
    );
  }
  return paymentProvider;
}
