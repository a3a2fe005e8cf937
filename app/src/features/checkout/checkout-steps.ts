import type { CheckoutStep } from '@plaza/ui';
import { useMessage } from '../../hooks/use-message';

/** Checkout's steps: the address only when something in the cart ships (docs/api.md: address_required). */
export function useCheckoutSteps(ships: boolean): CheckoutStep[] {
  const say = useMessage();
  return [
    ...(ships ? [{ id: 'address', label: say('checkout.shippingAddress') }] : []),
    { id: 'method', label: say('checkout.method') },
    { id: 'payment', label: say('checkout.payment') },
  ];
}
