/** A money amount on the wire: a decimal string with up to two places, in US dollars ("12.50"). */
const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Dollars as a string to whole cents. Money is never a float here: 0.1 + 0.2 must be 0.30, and
 * totals must match the server's to the cent.
 */
export function toCents(amount: string): number {
  const match = DECIMAL.exec(amount);
  if (!match) throw new RangeError(`Not a money amount: "${amount}"`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whole cents to the wire's decimal string: 1250 → "12.50". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A signed amount on the wire (a ledger entry: "-3.00", "12.50") to whole cents. */
export function toSignedCents(amount: string): number {
  return amount.startsWith('-') ? -toCents(amount.slice(1)) : toCents(amount);
}
