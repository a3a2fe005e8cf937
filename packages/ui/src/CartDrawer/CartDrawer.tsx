import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { Button } from '../Button/Button.js';
import { Drawer } from '../Drawer/Drawer.js';
import { DrawerHeader } from '../Drawer/DrawerHeader.js';
import { LinkButton } from '../LinkButton/LinkButton.js';
import { Money } from '../Money/Money.js';
import * as styles from './CartDrawer.css.js';
import { CartLine, type CartLineData, type CartLineLabels } from './CartLine.js';

export interface CartDrawerLabels extends CartLineLabels {
  /** The drawer's heading, e.g. "Cart". */
  title: string;
  /** The close button, e.g. "Close". */
  close: string;
  /** Shown under the cart icon when there are no lines, e.g. "Your cart is empty". */
  empty: string;
  subtotal: string;
  /** The button that closes the drawer, e.g. "Continue purchase". */
  continue: string;
  /** The link to the cart page, e.g. "View cart". */
  viewCart: string;
}

export interface CartDrawerProps {
  /** Whether the drawer is open. */
  isOpen: boolean;
  /** Called to open or close it: Escape, the overlay, the close button, Continue purchase. */
  onOpenChange: (isOpen: boolean) => void;
  /** The cart's lines, in order. */
  lines: readonly CartLineData[];
  /** Called with a line's new quantity, already within 1–10 and the line's stock. */
  onQuantityChange: (id: string, quantity: number) => void;
  /** Called to take a line out of the cart. */
  onRemove: (id: string) => void;
  /** Where View cart goes, e.g. `/cart`. */
  cartHref: string;
  /** The drawer's title, close button, empty cart, subtotal, Continue shopping and View cart, from the app's catalogue. */
  labels: CartDrawerLabels;
}

/**
 * The cart as a side drawer: 400 px wide (300 px below 640 px), a line per product with a quantity
 * stepper, the subtotal, and Continue purchase / View cart. Prices are US dollars formatted for
 * the current locale; the subtotal is derived from the lines, never passed in.
 */
export function CartDrawer({
  isOpen,
  onOpenChange,
  lines,
  onQuantityChange,
  onRemove,
  cartHref,
  labels,
}: CartDrawerProps) {
  const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} className={styles.panel}>
      {(close) => (
        <>
          <DrawerHeader title={labels.title} closeLabel={labels.close} onClose={close} />
          {lines.length === 0 ? (
            <div className={styles.empty}>
              <ShoppingCartIcon aria-hidden size="4rem" weight="light" />
              <p className={styles.emptyText}>{labels.empty}</p>
            </div>
          ) : (
            <>
              <ul className={styles.lines}>
                {lines.map((line) => (
                  <CartLine
                    key={line.id}
                    line={line}
                    labels={labels}
                    onQuantityChange={onQuantityChange}
                    onRemove={onRemove}
                  />
                ))}
              </ul>
              <div className={styles.foot}>
                <dl className={styles.subtotal}>
                  <dt>{labels.subtotal}</dt>
                  <dd className={styles.subtotalValue}>
                    <Money cents={subtotal} />
                  </dd>
                </dl>
                <Button variant="secondary" onPress={close}>
                  {labels.continue}
                </Button>
                <LinkButton href={cartHref} onPress={close}>
                  {labels.viewCart}
                </LinkButton>
              </div>
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
