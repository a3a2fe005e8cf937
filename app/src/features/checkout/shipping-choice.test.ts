import { describe, expect, it } from 'vitest';
import { shippingChoice } from './shipping-choice';

const home = { id: 1, is_default: false };
const office = { id: 2, is_default: false };
const defaultOffice = { ...office, is_default: true };

describe('the address checkout ships to', () => {
  it('is the buyer’s own choice while it is in the book, over the default', () => {
    expect(shippingChoice([defaultOffice, home], home.id)).toBe(home.id);
  });

  it('is the only address when the buyer has chosen none', () => {
    expect(shippingChoice([home], null)).toBe(home.id);
  });

  it('is the default address when the buyer has chosen none', () => {
    expect(shippingChoice([home, defaultOffice], null)).toBe(defaultOffice.id);
  });

  it('forgets a choice no longer in the book, for the default or the only one', () => {
    expect(shippingChoice([home], 9)).toBe(home.id);
    expect(shippingChoice([home, defaultOffice], 9)).toBe(defaultOffice.id);
  });

  it('is none when several addresses have no default and none was chosen, or the book is empty', () => {
    expect(shippingChoice([home, office], null)).toBeNull();
    expect(shippingChoice([home, office], 9)).toBeNull();
    expect(shippingChoice([], 9)).toBeNull();
  });
});
