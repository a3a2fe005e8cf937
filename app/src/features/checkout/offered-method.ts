import type { PaymentMethod, PaymentMethodInfo } from '@plaza/api';

/**
 * The method checkout shows chosen: the buyer's (saved with the cart), while the shop still
 * offers it; else none, so a method switched off since is never sent.
 */
export function offeredChoice(
  methods: readonly Pick<PaymentMethodInfo, 'method'>[],
  chosen: PaymentMethod | null,
): PaymentMethod | null {
  return methods.some((offered) => offered.method === chosen) ? chosen : null;
}
