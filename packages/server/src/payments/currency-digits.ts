/*
 * How many decimals a currency is charged with. Mercado Pago charges Chilean and Colombian pesos in
 * whole units; the others it takes (and US dollars) have cents.
 */
const WHOLE_UNITS: ReadonlySet<string> = new Set(['CLP', 'COP']);

/** The decimals of `currency`'s minor unit as providers charge it: 0 or 2. */
export const minorDigits = (currency: string): 0 | 2 => (WHOLE_UNITS.has(currency) ? 0 : 2);

/** An integer of `currency`'s minor units as decimal text (`1234` USD → `"12.34"`, CLP → `"1234"`). */
export function minorText(minor: number, currency: string): string {
  if (minorDigits(currency) === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
