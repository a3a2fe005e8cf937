import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  cardNumberLength,
  digitsOf,
  formatCardNumber,
  formatExpiry,
} from './cardFormat.js';

describe('card number grouping', () => {
  it('prints most cards in fours and American Express as 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('424242')).toBe('4242 42');
    expect(formatCardNumber('4000000000000000002')).toBe('4000 0000 0000 0000 002');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('')).toBe('');
  });

  it('knows how long a number may be', () => {
    expect(cardNumberLength('37')).toBe(15);
    expect(cardNumberLength('4242')).toBe(19);
  });

  it('keeps only digits and puts the expiry slash after the month', () => {
    expect(digitsOf('4242-4242 42a')).toBe('4242424242');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1228')).toBe('12/28');
  });

  it('keeps the caret after the same digits when spaces come in', () => {
    // Typing the fifth digit of "4242 4": the caret goes after it, past the space.
    expect(caretAfterDigits('4242 4', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('12/28', 3)).toBe(4);
  });
});
