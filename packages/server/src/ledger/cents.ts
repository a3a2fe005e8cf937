/*
 * Money on the server is integer cents; on the wire it is a decimal string with two places (docs/api.md,
 * Conventions). These are the only conversions between the two.
 */

/** `"12.5"` or `"12.50"` → 1250. Takes the database's numeric text and validated amounts only. */
export function centsOf(amount: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount of money: "${amount}"`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 1250 → `"12.50"`; -5 → `"-0.05"`. */
export function moneyText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A percentage with up to two decimals (`"5.5"`) as hundredths of a percent (550). */
export function basisPointsOf(percentage: string): number {
  return centsOf(percentage);
}

/** `amount × basisPoints / 10000`, rounded half up: a percentage of an amount of cents. */
export function percentOf(amount: number, basisPoints: number): number {
  // BigInt: a large amount times the percentage can pass 2^53 before the division.
  const product = BigInt(amount) * BigInt(basisPoints);
  return Number((product * 2n + 10000n) / 20000n);
}
