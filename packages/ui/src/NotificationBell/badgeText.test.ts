import { describe, expect, it } from 'vitest';
import { badgeText } from './badgeText.js';

const english = (value: number) => new Intl.NumberFormat('en').format(value);

describe('badgeText', () => {
  it('shows the count up to 9', () => {
    expect(badgeText(1, english)).toBe('1');
    expect(badgeText(9, english)).toBe('9');
  });

  it('shows 9+ past 9', () => {
    expect(badgeText(10, english)).toBe('9+');
    expect(badgeText(1234, english)).toBe('9+');
  });

  it('shows nothing for no unread notifications, or a count that is not one', () => {
    expect(badgeText(0, english)).toBeNull();
    expect(badgeText(-2, english)).toBeNull();
    expect(badgeText(Number.NaN, english)).toBeNull();
  });

  it('writes the digits the locale way', () => {
    const arabic = (value: number) => new Intl.NumberFormat('ar-EG').format(value);
    expect(badgeText(3, arabic)).toBe('٣');
    expect(badgeText(12, arabic)).toBe('٩+');
  });
});
