import type { Transaction } from '@plaza/api';

/** What a buyer charged in another currency than dollars paid, as words for `locale`. */
export interface ForeignCharge {
  /** The amount with its currency's code, e.g. "ARS 11,250.50" (en) or "11.250,50 ARS" (es). */
  amount: string;
  /** Units of that currency per dollar, e.g. "950.25". */
  rate: string;
}

/** The decimals a decimal string carries: "11250.50" has 2, "11251" none. */
const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/**
 * The charge of a purchase paid in another currency (Mercado Pago charges in its account's),
 * formatted for `locale` with the decimals the server sent; null when it was charged in dollars
 * or no session has set a charge yet. Shown only, never computed with: floats are fine here.
 */
export function foreignCharge(
  locale: string,
  transaction: Pick<Transaction, 'currency' | 'charged_amount' | 'exchange_rate'>,
): ForeignCharge | null {
  const { currency, charged_amount: charged, exchange_rate: rate } = transaction;
  if (currency === 'USD' || charged === null || rate === null) return null;
  const decimals = decimalsOf(charged);
  return {
    amount: new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(Number(charged)),
    rate: new Intl.NumberFormat(locale, {
      minimumFractionDigits: Math.min(decimalsOf(rate), 2),
      maximumFractionDigits: decimalsOf(rate),
    }).format(Number(rate)),
  };
}

/**
 * Whether the buyer's money was taken: the payment went through (it stays `paid` when the
 * purchase is cancelled or refused after), or came in and is being given back. A session opened
 * but never paid has set a charge too, which was never made.
 */
export const wasCharged = (transaction: Pick<Transaction, 'status' | 'refund'>): boolean =>
  transaction.status === 'paid' || transaction.refund !== null;
