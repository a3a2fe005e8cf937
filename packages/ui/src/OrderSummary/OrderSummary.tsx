import { useId, type ReactNode } from 'react';
import { Money } from '../Money/Money.js';
import * as styles from './OrderSummary.css.js';

export interface OrderSummaryLabels {
  /** The heading, e.g. "Order summary". */
  title: string;
  subtotal: string;
  shipping: string;
  total: string;
  /**
   * Shown instead of the amount when shipping is 0, e.g. "Free".
   * @default the formatted 0
   */
  freeShipping?: string;
}

export interface OrderSummaryProps {
  /** The items' total, in US cents. */
  subtotalCents: number;
  /** Shipping for the whole order, in US cents. */
  shippingCents: number;
  /**
   * What is paid, in US cents. The caller derives it (for a purchase, the server's `total`), so
   * this component never does money arithmetic of its own.
   */
  totalCents: number;
  /** The summary's title and each row's name (subtotal, shipping, free shipping, total), from the app's catalogue. */
  labels: OrderSummaryLabels;
  /**
   * Level of the heading, so it fits the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Actions under the total, e.g. the "Pay" button.
   * @default undefined
   */
  children?: ReactNode;
}

/** Subtotal, shipping and total of a cart or purchase, in US dollars for the current locale. */
export function OrderSummary({
  subtotalCents,
  shippingCents,
  totalCents,
  labels,
  headingLevel = 2,
  children,
}: OrderSummaryProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = [
    { term: labels.subtotal, amount: <Money cents={subtotalCents} /> },
    {
      term: labels.shipping,
      amount:
        shippingCents === 0 && labels.freeShipping ? (
          labels.freeShipping
        ) : (
          <Money cents={shippingCents} />
        ),
    },
  ];

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {labels.title}
      </Heading>
      <dl className={styles.list}>
        {rows.map(({ term, amount }) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.amount}>{amount}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt className={styles.term}>{labels.total}</dt>
          <dd className={styles.amount}>
            <Money cents={totalCents} />
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
