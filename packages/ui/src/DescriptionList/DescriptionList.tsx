import type { Key, ReactNode } from 'react';
import * as styles from './DescriptionList.css.js';

export interface DescriptionItem {
  /** Unique among the list's items. */
  id: Key;
  /** The name, e.g. "Payment method". */
  term: ReactNode;
  /** The value, e.g. "Bank transfer", or any content (a StatusBadge, a link). */
  value: ReactNode;
}

export interface DescriptionListProps {
  /** The term and value pairs, in reading order. */
  items: readonly DescriptionItem[];
  /**
   * `horizontal` puts each term beside its value from the md breakpoint (768 px) up; `stacked`
   * keeps the term above its value at every width; `columns` keeps it above too, and sets the
   * pairs side by side in as many columns as fit (8 rem at least each).
   * @default 'horizontal'
   */
  layout?: keyof typeof layouts;
}

const layouts = { horizontal: styles.horizontal, stacked: '', columns: styles.columns };

/** Term and value pairs, such as a purchase's details, as an HTML description list. */
export function DescriptionList({ items, layout = 'horizontal' }: DescriptionListProps) {
  return (
    <dl className={`${styles.list} ${layouts[layout]}`}>
      {items.map((item) => (
        // A <div> around each pair is valid in a <dl> and keeps term and value together.
        <div key={item.id} className={styles.pair}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
