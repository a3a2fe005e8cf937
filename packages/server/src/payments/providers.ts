import type { PaymentProviderName } from '../config/index.js';
import type { CardProvider } from './provider.js';
import { testProvider } from './test/test-provider.js';

/** The card provider `PAYMENT_PROVIDER` names; `none` takes no cards. */
export function cardProviderFor(name: PaymentProviderName): CardProvider | undefined {
  return name === 'test' ? testProvider : undefined;
}
