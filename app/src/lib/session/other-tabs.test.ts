import { describe, expect, it } from 'vitest';
import { signedInOrOutElsewhere, type StorageChange } from './other-tabs';

const change = (key: string | null, oldValue: string | null, newValue: string | null) =>
  ({ key, oldValue, newValue }) satisfies StorageChange;

describe("another tab's change to the session", () => {
  it('signs this tab out when the other signs out (the whole storage cleared)', () => {
    expect(signedInOrOutElsewhere(change(null, null, null), true)).toBe(true);
  });

  it('signs this tab out when the other loses the session (its refresh was refused)', () => {
    expect(signedInOrOutElsewhere(change('refresh', 'refresh-1', null), true)).toBe(true);
  });

  it('signs this tab in when the other signs in', () => {
    expect(signedInOrOutElsewhere(change('refresh', null, 'refresh-1'), false)).toBe(true);
  });

  it("leaves this tab as it is when the other refreshes the session's tokens", () => {
    expect(signedInOrOutElsewhere(change('refresh', 'refresh-1', 'refresh-2'), true)).toBe(false);
    expect(signedInOrOutElsewhere(change('access', 'access-1', 'access-2'), true)).toBe(false);
    expect(signedInOrOutElsewhere(change('timestamp', '1', '2'), true)).toBe(false);
  });

  it('leaves a visitor as they are when the storage is cleared or a refresh is refused', () => {
    expect(signedInOrOutElsewhere(change(null, null, null), false)).toBe(false);
    expect(signedInOrOutElsewhere(change('refresh', 'refresh-1', null), false)).toBe(false);
  });

  it('ignores what is not the session: the cart, the language', () => {
    expect(signedInOrOutElsewhere(change('cart', null, '{"items":[]}'), true)).toBe(false);
    expect(signedInOrOutElsewhere(change('language', 'es', 'en'), false)).toBe(false);
  });
});
