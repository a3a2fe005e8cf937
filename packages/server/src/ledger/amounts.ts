/*
 * Money crosses the wire as decimal strings with two places (API.md) and lives in the ledger as
 * integer cents; these two convert between them without ever going through a float.
 */

/** `"12.5"` → 1250. The text has passed a schema's decimal check: digits, at most two decimals. */
export function centsOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → `"12.50"`, -300 → `"-3.00"`. */
export function amountText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
