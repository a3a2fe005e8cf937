import { CartDrawer, type CartLineData } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { paths } from '../../../config/paths';
import { toCents } from '../../../lib/money';
import { cart } from '../stores/app-cart';
import type { CartLine } from '../stores/cart-line';
import { removeFromCart, updateQuantity } from '../stores/cart-store';

/** A cart line as @plaza/ui's cart components show it. */
export const toLineData = (line: CartLine): CartLineData => ({
  id: String(line.id),
  name: line.name,
  imageSrc: line.img ?? undefined,
  priceCents: toCents(line.price),
  quantity: line.quantity,
  stock: line.product_quantity,
});

interface CartPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The cart drawer (docs/product.md, section 2) on this browser's cart. */
export function CartPanel({ isOpen, onOpenChange }: CartPanelProps) {
  const intl = useIntl();
  const { items } = useSnapshot(cart);
  const say =
    (id: 'cart.quantity' | 'cart.increase' | 'cart.decrease' | 'cart.remove') => (name: string) =>
      intl.formatMessage({ id }, { name });

  return (
    <CartDrawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      lines={items.map(toLineData)}
      onQuantityChange={(id, quantity) => updateQuantity(cart, Number(id), quantity)}
      onRemove={(id) => removeFromCart(cart, Number(id))}
      cartHref={paths.cart}
      labels={{
        title: intl.formatMessage({ id: 'cart.title' }),
        close: intl.formatMessage({ id: 'common.close' }),
        empty: intl.formatMessage({ id: 'cart.empty' }),
        subtotal: intl.formatMessage({ id: 'cart.subtotal' }),
        continue: intl.formatMessage({ id: 'cart.continue' }),
        viewCart: intl.formatMessage({ id: 'cart.viewCart' }),
        quantity: say('cart.quantity'),
        increase: say('cart.increase'),
        decrease: say('cart.decrease'),
        remove: say('cart.remove'),
      }}
    />
  );
}
