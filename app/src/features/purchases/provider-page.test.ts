import { describe, expect, it } from 'vitest';
import { providerPageAddress } from './provider-page';

describe('the provider page the buyer is sent to', () => {
  it('is the web address the server answered', () => {
    expect(providerPageAddress('https://checkout.stripe.com/c/pay/cs_test_1#fid')).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1#fid',
    );
    expect(providerPageAddress('http://127.0.0.1:4100/checkout/pref-1')).toBe(
      'http://127.0.0.1:4100/checkout/pref-1',
    );
  });

  it('is nothing for an address of another scheme, or no address at all', () => {
    expect(providerPageAddress('javascript:alert(1)')).toBeNull();
    expect(providerPageAddress('data:text/html,hi')).toBeNull();
    expect(providerPageAddress('/purchases/1')).toBeNull();
    expect(providerPageAddress('')).toBeNull();
  });
});
