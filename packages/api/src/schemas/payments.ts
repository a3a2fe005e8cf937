import * as s from 'superstruct';
import { integerFromText } from './form-values.js';
import { PaymentMethod } from './purchases.js';

/**
 * How each method is paid: on the provider's `hosted` page (Stripe, Mercado Pago), by a card step
 * that answers a token (`card_token`, the built-in `test` provider), or by hand (`manual`: bank transfer).
 */
export const PAYMENT_KINDS = ['hosted', 'card_token', 'manual'] as const;
export const PaymentKind = s.enums(PAYMENT_KINDS);
export type PaymentKind = s.Infer<typeof PaymentKind>;

/** One way the shop takes money: GET `payments/methods/`, in the shop's order. */
export const PaymentMethodInfo = s.object({
  method: PaymentMethod,
  kind: PaymentKind,
  /** The provider's brand (`Stripe`, `Mercado Pago`); the app words the generic ones itself. */
  name: s.string(),
});
export type PaymentMethodInfo = s.Infer<typeof PaymentMethodInfo>;
export const PaymentMethodList = s.array(PaymentMethodInfo);
export type PaymentMethodList = s.Infer<typeof PaymentMethodList>;

/** POST `marketplace/products-purchase/{id}/pay/`: where to send the buyer, and until when. */
export const HostedSession = s.object({ redirect_url: s.string(), expires_at: s.string() });
export type HostedSession = s.Infer<typeof HostedSession>;

/*
 * The built-in `test` payment provider's client step (docs/api.md, Purchases): a test card becomes a
 * single-use token, which verify-payment then takes. A real provider replaces this step with its own
 * browser SDK; `verify-payment` keeps the same shape.
 */

/**
 * The `test` provider's cards (docs/api.md, Purchases), as the card step shows them to type: the first
 * pays, the second is declined; any other valid number pays too.
 */
export const TEST_CARDS = {
  paying: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (const [index, char] of [...digits].reverse().entries()) {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits, spaces and dashes allowed between them; answered without them. */
export const CardNumber = s.refine(
  s.coerce(s.string(), s.string(), (value) => value.replace(/[\s-]/g, '')),
  'card_number',
  (value) => (/^\d{12,19}$/.test(value) && passesLuhn(value)) || 'Enter a valid card number.',
);

const ExpiryMonth = integerFromText(
  s.refine(
    s.integer(),
    'exp_month',
    (value) => (value >= 1 && value <= 12) || 'Enter a month from 1 to 12.',
  ),
);
/** A four-digit year, or its last two digits. */
const ExpiryYear = integerFromText(
  s.refine(
    s.coerce(s.integer(), s.integer(), (value) =>
      value >= 0 && value < 100 ? 2000 + value : value,
    ),
    'exp_year',
    (value) => (value >= 2000 && value <= 2100) || 'Enter a valid year.',
  ),
);

/** A card past its month of expiry (it is valid through the last day of that month). */
export function cardExpired(month: number, year: number, now = new Date()): boolean {
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** POST `payments/test/tokens/`. */
export const TestCardBody = s.refine(
  s.object({
    number: CardNumber,
    exp_month: ExpiryMonth,
    exp_year: ExpiryYear,
    cvc: s.refine(s.string(), 'cvc', (value) => /^\d{3,4}$/.test(value) || 'Enter 3 or 4 digits.'),
  }),
  'card_expiry',
  (card) =>
    !cardExpired(card.exp_month, card.exp_year) || {
      path: ['exp_year'],
      message: 'This card has expired.',
    },
);
export type TestCardBody = s.Infer<typeof TestCardBody>;

export const PaymentToken = s.object({ token: s.string() });
export type PaymentToken = s.Infer<typeof PaymentToken>;
