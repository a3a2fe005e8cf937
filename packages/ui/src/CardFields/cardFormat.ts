/** Only the digits of what was typed or pasted. */
export const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Where a card number breaks into groups: American Express (34, 37) prints 4-6-5, every other
 * card 4-4-4-4 and on in fours up to 19 digits.
 */
function groupSizes(digits: string): number[] {
  return /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

/** The longest card number: 15 digits for American Express, 19 for the rest (ISO/IEC 7812). */
export const cardNumberLength = (digits: string) => (/^3[47]/.test(digits) ? 15 : 19);

/** "4242424242424242" → "4242 4242 4242 4242", as printed on the card. */
export function formatCardNumber(digits: string): string {
  const groups: string[] = [];
  let rest = digits;
  for (const size of groupSizes(digits)) {
    if (!rest) break;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return groups.join(' ');
}

/** "1228" → "12/28"; the slash appears once the month is whole. */
export const formatExpiry = (digits: string) =>
  digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;

/**
 * Where the caret belongs in `formatted` so that it still follows the same number of digits it
 * followed in what was typed: inserted spaces and slashes never push it back.
 */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}
