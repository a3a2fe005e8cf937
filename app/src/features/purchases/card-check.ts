import { cardExpired, passesLuhn } from '@plaza/api';
import type { CardValue } from '@plaza/ui';
import type { MessageId } from '../../i18n/messages';

/** What is wrong with a typed card, per field, as message ids; empty when it can be sent. */
export type CardProblems = Partial<Record<keyof CardValue, MessageId>>;

/** The expiry's month and four-digit year, or nothing when MMYY is not a month. */
export function expiryOf(expiry: string): { month: number; year: number } | undefined {
  if (!/^\d{4}$/.test(expiry)) return undefined;
  const month = Number(expiry.slice(0, 2));
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(expiry.slice(2)) };
}

/**
 * Checks a card by @plaza/api's rules before it goes to the payment provider, so a slip of the
 * finger is told at once, under its field and in the user's language.
 */
export function checkCard(card: CardValue, now: Date): CardProblems {
  const problems: CardProblems = {};
  if (!/^\d{12,19}$/.test(card.number) || !passesLuhn(card.number)) {
    problems.number = 'checkout.card.numberInvalid';
  }
  const expiry = expiryOf(card.expiry);
  if (!expiry) problems.expiry = 'checkout.card.expiryInvalid';
  else if (cardExpired(expiry.month, expiry.year, now)) problems.expiry = 'checkout.card.expired';
  if (!/^\d{3,4}$/.test(card.cvc)) problems.cvc = 'checkout.card.cvcInvalid';
  return problems;
}
