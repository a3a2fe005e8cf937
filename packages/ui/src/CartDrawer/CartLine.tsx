import { MinusIcon } from '@phosphor-icons/react/dist/ssr/Minus';
import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import { TrashIcon } from '@phosphor-icons/react/dist/ssr/Trash';
import { Button, Group, Input, NumberField } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './CartLine.css.js';

/** SPEC.md section 9: a cart line holds 1 to 10 of a product, and never more than its stock. */
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
  formatMoney: (cents: number) => string;
  onQuantityChange: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}

/** One product in the cart drawer: photo, name, price × quantity, a stepper and remove. */
export function CartLine({ line, labels, formatMoney, onQuantityChange, onRemove }: CartLineProps) {
  const limit = Math.max(1, Math.min(MAX_CART_QUANTITY, line.stock));
  return (
    <li className={styles.line}>
      {line.imageSrc ? (
        <img className={styles.image} src={line.imageSrc} alt="" />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.info}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.price}>
          {formatMoney(line.priceCents)} × {line.quantity}
        </p>
      </div>
      <span className={styles.remove}>
        <IconButton label={labels.remove(line.name)} size="sm" onPress={() => onRemove(line.id)}>
          <TrashIcon />
        </IconButton>
      </span>
      <NumberField
        aria-label={labels.quantity(line.name)}
        value={Math.min(line.quantity, limit)}
        minValue={1}
        maxValue={limit}
        step={1}
        onChange={(quantity) => {
          // Clearing the field gives NaN: keep the line's quantity instead.
          if (Number.isFinite(quantity)) onQuantityChange(line.id, quantity);
        }}
        className={styles.stepper}
      >
        <Group className={styles.group}>
          <Button slot="decrement" aria-label={labels.decrease(line.name)} className={styles.step}>
            <MinusIcon aria-hidden size="1rem" />
          </Button>
          <Input className={styles.input} />
          <Button slot="increment" aria-label={labels.increase(line.name)} className={styles.step}>
            <PlusIcon aria-hidden size="1rem" />
          </Button>
        </Group>
      </NumberField>
    </li>
  );
}
