import {
  isMercadoPagoCurrency,
  minorDigits as mercadoPagoDigits,
} from './mercadopago/charge-terms.js';

/** The decimals of `currency`'s minor unit as it was charged: US dollars have cents. */
export const minorDigits = (currency: string): number =>
  isMercadoPagoCurrency(currency) ? mercadoPagoDigits(currency) : 2;

/** An integer of `currency`'s minor units as decimal text (`1234` USD → `"12.34"`, CLP → `"1234"`). */
export function minorText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
