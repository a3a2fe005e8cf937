import { MinusIcon } from '@phosphor-icons/react/dist/ssr/Minus';
import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import { useRef, useState } from 'react';
import { Button, Group, Input, NumberField, VisuallyHidden } from 'react-aria-components';
import * as styles from './QuantityStepper.css.js';
import { limitOf } from './limit.js';

export interface QuantityStepperLabels {
  /** The field's name, e.g. "Quantity of Desk lamp". */
  quantity: string;
  /** The plus button, e.g. "One more Desk lamp". */
  increase: string;
  /** The minus button, e.g. "One less Desk lamp". */
  decrease: string;
}

export interface QuantityStepperProps {
  /** The quantity, when the parent owns it. */
  value?: number;
  /**
   * The first quantity, when the stepper owns it.
   * @default min
   */
  defaultValue?: number;
  /** Called with each new quantity, always a whole number between the limits. */
  onChange?: (quantity: number) => void;
  /**
   * The least quantity; minus is disabled there.
   * @default 1
   */
  min?: number;
  /**
   * The most quantity allowed whatever the stock (e.g. 10 for a cart line).
   * @default Infinity
   */
  max?: number;
  /**
   * Units available; plus is disabled there too. Below `min` the stepper stays at `min`.
   * @default Infinity
   */
  stock?: number;
  /**
   * Whether the whole stepper is disabled, e.g. for a sold-out product.
   * @default false
   */
  isDisabled?: boolean;
  /** The field's label and the names of the increase and decrease buttons, from the app's catalogue. */
  labels: QuantityStepperLabels;
  /**
   * Class for the outer element, to place it in a layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A quantity field with minus and plus buttons on react-aria's NumberField: arrow keys and typing
 * work in the field, a typed value is clamped to the limits, and a change made with the buttons is
 * announced politely (react-aria announces only changes made while the field itself has focus).
 */
export function QuantityStepper({
  value,
  defaultValue,
  onChange,
  min = 1,
  max = Infinity,
  stock = Infinity,
  isDisabled,
  labels,
  className,
}: QuantityStepperProps) {
  const limit = limitOf(min, max, stock);
  const input = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');

  return (
    <NumberField
      aria-label={labels.quantity}
      value={value === undefined ? undefined : Math.min(Math.max(value, min), limit)}
      defaultValue={defaultValue ?? (value === undefined ? min : undefined)}
      minValue={min}
      maxValue={limit}
      step={1}
      isDisabled={isDisabled}
      onChange={(quantity) => {
        // Clearing the field gives NaN: the field then falls back to the last quantity.
        if (!Number.isFinite(quantity)) return;
        if (document.activeElement !== input.current) setAnnouncement(String(quantity));
        onChange?.(quantity);
      }}
      className={`${styles.field} ${className ?? ''}`}
    >
      <Group className={styles.group}>
        <Button slot="decrement" aria-label={labels.decrease} className={styles.step}>
          <MinusIcon aria-hidden size="1rem" />
        </Button>
        <Input ref={input} className={styles.input} />
        <Button slot="increment" aria-label={labels.increase} className={styles.step}>
          <PlusIcon aria-hidden size="1rem" />
        </Button>
      </Group>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </NumberField>
  );
}
