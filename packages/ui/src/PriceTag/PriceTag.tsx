import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Money } from '../Money/Money.js';
import * as styles from './PriceTag.css.js';

export interface PriceTagLabels {
  /** Read before the current price when `compareAtCents` is shown, e.g. "Now". */
  price?: string;
  /** Read before the struck-through previous price, e.g. "Before". */
  compareAt?: string;
  /**
   * The shipping line for a cost, given it as a `Money` element to place in the words, e.g.
   * `(cost) => <>+ {cost} shipping</>` or react-intl's `formatMessage(message, { cost })`.
   */
  shipping?: (cost: ReactNode) => ReactNode;
  /** The shipping line when shipping costs nothing, e.g. "Free shipping". */
  freeShipping?: string;
}

export interface PriceTagProps {
  /** The price, in integer US cents. */
  cents: number;
  /**
   * A previous, higher price in cents, shown struck through before the price.
   * @default undefined
   */
  compareAtCents?: number;
  /**
   * Shipping in cents: a line under the price, with `labels.shipping`, or `labels.freeShipping`
   * when 0. Leave it out for no shipping line.
   * @default undefined
   */
  shippingCents?: number;
  /**
   * Type size: `sm` in lists and cards, `md` in summaries, `lg` on a product page.
   * @default 'md'
   */
  size?: keyof typeof styles.amount;
  /**
   * Words around the numbers; only those for the lines shown are needed.
   * @default {}
   */
  labels?: PriceTagLabels;
}

/**
 * A price in US dollars formatted for the current locale, optionally after a struck-through
 * previous price and above a shipping line. Amounts are integer cents, as everywhere in Plaza.
 */
export function PriceTag({
  cents,
  compareAtCents,
  shippingCents,
  size = 'md',
  labels = {},
}: PriceTagProps) {
  const shippingLine =
    shippingCents === undefined
      ? undefined
      : shippingCents === 0
        ? labels.freeShipping
        : labels.shipping?.(<Money cents={shippingCents} />);

  return (
    <div className={styles.root}>
      <p className={styles.prices}>
        {compareAtCents !== undefined && (
          <>
            {/* A line-through is invisible to screen readers: the labels say which price is which. */}
            {labels.compareAt && <VisuallyHidden>{labels.compareAt}</VisuallyHidden>}
            <s className={styles.compareAt}>
              <Money cents={compareAtCents} />
            </s>
            {labels.price && <VisuallyHidden>{labels.price}</VisuallyHidden>}
          </>
        )}
        <Money cents={cents} className={styles.amount[size]} />
      </p>
      {shippingLine && <p className={styles.shipping}>{shippingLine}</p>}
    </div>
  );
}
