/** How a field shows an amount: US dollars in the locale's format. */
export const USD: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };

/** Dollars as react-aria's NumberField holds them (`NaN` when empty) from integer cents. */
export function centsToDollars(cents: number | null | undefined): number | undefined {
  if (cents === undefined) return undefined;
  return cents === null ? Number.NaN : cents / 100;
}

/** Integer cents from the field's dollars; `null` when the field is empty. */
export function dollarsToCents(dollars: number): number | null {
  // Rounded, because 0.29 * 100 is 28.999999999999996 in floating point.
  return Number.isNaN(dollars) ? null : Math.round(dollars * 100);
}
