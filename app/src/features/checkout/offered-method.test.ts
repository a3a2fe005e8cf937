import { describe, expect, it } from 'vitest';
import { offeredChoice } from './offered-method';

const card = { method: 'card' } as const;
const stripe = { method: 'stripe' } as const;

describe('the payment method checkout shows chosen', () => {
  it('is the buyer’s own choice while the shop offers it', () => {
    expect(offeredChoice([card, stripe], 'stripe')).toBe('stripe');
  });

  it('is none once the shop no longer offers the saved method', () => {
    expect(offeredChoice([card, stripe], 'bank_transfer')).toBeNull();
    expect(offeredChoice([], 'card')).toBeNull();
  });

  it('is none when nothing was chosen', () => {
    expect(offeredChoice([card, stripe], null)).toBeNull();
  });
});
