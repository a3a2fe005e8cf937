import { MinusIcon } from '@phosphor-icons/react/dist/ssr/Minus';
import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import { Button, Group, Input, useLocale, VisuallyHidden } from 'react-aria-components';
import type { QuantityStepperProps } from './QuantityStepper.js';
import * as styles from './QuantityStepper.css.js';
import { limitOf } from './limit.js';

export type QuantityStepperStandInProps = Omit<QuantityStepperProps, 'defaultValue' | 'onChange'> &
  Required<Pick<QuantityStepperProps, 'value'>>;

/**
 * A QuantityStepper as drawn before its code has come: the same box, quantity and buttons
 * (disabled at the limits, out of the tab order as the stepper's), without react-aria's number
 * field (its parser and formatter weigh a few kilobytes of a first visit). An app swaps in the
 * stepper itself once a person reaches for it, and hands it what they did here (a press, focus).
 */
export function QuantityStepperStandIn({
  value,
  min = 1,
  max = Infinity,
  stock = Infinity,
  isDisabled = false,
  labels,
  className,
}: QuantityStepperStandInProps) {
  const { locale } = useLocale();
  const limit = limitOf(min, max, stock);
  const quantity = Math.min(Math.max(value, min), limit);
  const step = (label: string, isAtLimit: boolean) => ({
    'aria-label': label,
    className: styles.step,
    isDisabled: isDisabled || isAtLimit,
    excludeFromTabOrder: true,
    preventFocusOnPress: true,
  });
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Group className={styles.group} isDisabled={isDisabled}>
        <Button {...step(labels.decrease, quantity <= min)}>
          <MinusIcon aria-hidden size="1rem" />
        </Button>
        <Input
          aria-label={labels.quantity}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          disabled={isDisabled}
          defaultValue={new Intl.NumberFormat(locale).format(quantity)}
        />
        <Button {...step(labels.increase, quantity >= limit)}>
          <PlusIcon aria-hidden size="1rem" />
        </Button>
      </Group>
      <VisuallyHidden role="status" />
    </div>
  );
}
