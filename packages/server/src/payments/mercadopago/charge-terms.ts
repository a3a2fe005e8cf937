import type { ChargeTerms } from '../provider.js';

/*
 * Mercado Pago charges in the account's own currency (docs/api.md, "Paying through a real provider"), so
 * a purchase's US cents are converted at the operator's rate (`MERCADOPAGO_USD_RATE`, units per
 * dollar). Every step is exact decimal arithmetic on BigInt: a float would turn 950.25 × 1999 into
 * …99.9999 and a rounding later would charge a unit less than the terms recorded.
 */

/** The currencies Mercado Pago accounts charge in, with the decimals Mercado Pago takes in each. */
const MINOR_DIGITS = {
  ARS: 2,
  BRL: 2,
  // Chile and Colombia are charged in whole units: Mercado Pago refuses decimals in CLP and COP.
  CLP: 0,
  COP: 0,
  MXN: 2,
  PEN: 2,
  UYU: 2,
} as const;

export type MercadoPagoCurrency = keyof typeof MINOR_DIGITS;

/** The currencies `MERCADOPAGO_CURRENCY` takes. */
export const MERCADOPAGO_CURRENCIES = Object.keys(MINOR_DIGITS) as MercadoPagoCurrency[];

/** Whether `code` is a currency Mercado Pago charges in. */
export function isMercadoPagoCurrency(code: string): code is MercadoPagoCurrency {
  return Object.hasOwn(MINOR_DIGITS, code);
}

/** How many decimals Mercado Pago takes in `currency`: 2, or 0 for CLP and COP. */
export function minorDigits(currency: string): number {
  if (!isMercadoPagoCurrency(currency))
    throw new Error(`Mercado Pago does not charge in ${currency}`);
  return MINOR_DIGITS[currency];
}

/** A positive decimal as an integer over a power of ten: `"950.25"` → 95025 / 100. */
interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

function fractionOf(text: string): Fraction | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const decimals = match[2] ?? '';
  return { numerator: BigInt(match[1]! + decimals), denominator: 10n ** BigInt(decimals.length) };
}

/** `numerator / denominator` rounded half up, both positive or the numerator zero. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** The rate as a fraction, refusing anything but a positive decimal (`"950"`, `"950.25"`). */
function rateOf(usdRate: string): Fraction {
  const rate = fractionOf(usdRate);
  if (!rate || rate.numerator === 0n)
    throw new Error(`not a rate of units per dollar: "${usdRate}"`);
  return rate;
}

/** Whether `usdRate` is a positive decimal that `chargeTermsFor` takes. */
export function isUsdRate(usdRate: string): boolean {
  const rate = fractionOf(usdRate);
  return rate !== null && rate.numerator > 0n;
}

/**
 * What a purchase of `totalCents` US cents is charged in `currency` at `usdRate` (decimal text,
 * units per dollar): its minor units (whole units for CLP and COP), rounded half up.
 */
export function chargeTermsFor(totalCents: number, currency: string, usdRate: string): ChargeTerms {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new Error(`not a whole number of cents: ${totalCents}`);
  }
  const digits = minorDigits(currency);
  const rate = rateOf(usdRate);
  // cents / 100 dollars × rate units per dollar × 10^digits minor units per unit.
  const minor = roundHalfUp(
    BigInt(totalCents) * rate.numerator * 10n ** BigInt(digits),
    100n * rate.denominator,
  );
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(
      `${totalCents} cents at ${usdRate} ${currency} per dollar is past what can be charged`,
    );
  }
  return { currency, minor: Number(minor), exchangeRate: usdRate };
}

/**
 * Minor units as the decimal Mercado Pago's API takes (`unit_price`, a refund's `amount`). Dividing
 * two integers is rounded correctly, so 123456 / 100 is the very number `1234.56` parses to, and JSON
 * writes it as `1234.56`.
 */
export function amountOfMinor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/**
 * An amount Mercado Pago answered (`transaction_amount`, a JSON number) in minor units. The number's
 * shortest text is the decimal the API wrote, so it is read as text, exactly; an amount with more
 * decimals than the currency takes is not one Mercado Pago charges, and is rounded half up to a
 * whole number of minor units all the same.
 */
export function minorOfAmount(amount: number, currency: string): number {
  const fraction = Number.isFinite(amount) && amount >= 0 ? fractionOf(String(amount)) : null;
  if (!fraction) throw new Error(`not an amount Mercado Pago charges: ${amount}`);
  const scale = 10n ** BigInt(minorDigits(currency));
  return Number(roundHalfUp(fraction.numerator * scale, fraction.denominator));
}
