import type { Refund, Transaction } from '@plaza/api';
import type { paymentRefunds, transactions } from '../db/schema/index.js';
import { moneyText } from '../ledger/cents.js';
import { minorText } from './currency-digits.js';

/** What `Purchase.transaction` says of the charge: who took it, in which currency, at which rate. */
export function chargeAnswer(
  payment: typeof transactions.$inferSelect,
): Pick<Transaction, 'provider' | 'currency' | 'charged_amount' | 'exchange_rate'> {
  return {
    provider: payment.provider,
    currency: payment.currency,
    charged_amount:
      payment.chargedMinor === null ? null : minorText(payment.chargedMinor, payment.currency),
    exchange_rate: payment.exchangeRate,
  };
}

/** `transaction.refund`: null until money has to go back. */
export function refundAnswer(
  refund: typeof paymentRefunds.$inferSelect | undefined,
): Refund | null {
  if (!refund) return null;
  return {
    amount: moneyText(refund.amount),
    status: refund.status,
    created_at: refund.createdAt.toISOString(),
  };
}
