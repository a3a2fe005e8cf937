import { TrashIcon } from '@phosphor-icons/react/dist/ssr/Trash';
import { IconButton } from '../IconButton/IconButton.js';
import { Money } from '../Money/Money.js';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.js';
import * as styles from './CartLine.css.js';

/** docs/product.md section 9: a cart line holds 1 to 10 of a product, and never more than its stock. */
export const MAX_CART_QUANTITY = 10;

export interface CartLineData {
  /** The product's id. */
  id: string;
  name: string;
  /** Photo URL; a neutral square otherwise. */
  imageSrc?: string;
  /** Unit price in US cents. */
  priceCents: number;
  quantity: number;
  /** Units the seller has; the quantity never goes above it. */
  stock: number;
}

export interface CartLineLabels {
  /** Name of the quantity field for a product, e.g. "Quantity of Desk lamp". */
  quantity: (name: string) => string;
  /** e.g. "One more Desk lamp". */
  increase: (name: string) => string;
  /** e.g. "One less Desk lamp". */
  decrease: (name: string) => string;
  /** e.g. "Remove Desk lamp". */
  remove: (name: string) => string;
}

interface CartLineProps {
  line: CartLineData;
  labels: CartLineLabels;
  onQuantityChange: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}

/** One product in the cart drawer: photo, name, price × quantity, a stepper and remove. */
export function CartLine({ line, labels, onQuantityChange, onRemove }: CartLineProps) {
  return (
    <li className={styles.line}>
      {line.imageSrc ? (
        <img className={styles.image} src={line.imageSrc} alt="" />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.info}>
        <p dir="auto" className={styles.name}>
          {line.name}
        </p>
        <p className={styles.price}>
          <Money cents={line.priceCents} /> × {line.quantity}
        </p>
      </div>
      <span className={styles.remove}>
        <IconButton label={labels.remove(line.name)} size="sm" onPress={() => onRemove(line.id)}>
          <TrashIcon />
        </IconButton>
      </span>
      <QuantityStepper
        value={line.quantity}
        max={MAX_CART_QUANTITY}
        stock={line.stock}
        onChange={(quantity) => onQuantityChange(line.id, quantity)}
        labels={{
          quantity: labels.quantity(line.name),
          increase: labels.increase(line.name),
          decrease: labels.decrease(line.name),
        }}
        className={styles.stepper}
      />
    </li>
  );
}
