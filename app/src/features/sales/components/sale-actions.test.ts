import { describe, expect, it } from 'vitest';
import { whyNotNow } from './sale-actions';

describe('a sale’s next step', () => {
  it('is open as the seller moves it: preparing after approval, then sent', () => {
    expect(whyNotNow('approved', 'preparing')).toBeNull();
    expect(whyNotNow('preparing', 'sent')).toBeNull();
  });

  it('says why “Mark as sent” is greyed out', () => {
    expect(whyNotNow('approved', 'sent')).toBe('sales.why.prepareFirst');
    expect(whyNotNow('sent', 'sent')).toBe('sales.why.alreadySent');
    expect(whyNotNow('received', 'sent')).toBe('sales.why.alreadySent');
    expect(whyNotNow('pending_approval', 'sent')).toBe('sales.why.awaitingPayment');
    expect(whyNotNow('cancelled', 'sent')).toBe('sales.why.notShipping');
  });

  it('says why “Mark as preparing” is greyed out', () => {
    expect(whyNotNow('preparing', 'preparing')).toBe('sales.why.alreadyPreparing');
    expect(whyNotNow('sent', 'preparing')).toBe('sales.why.alreadySent');
  });
});
