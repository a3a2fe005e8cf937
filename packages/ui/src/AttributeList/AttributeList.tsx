import type { ReactNode } from 'react';
import * as styles from './AttributeList.css.js';

export interface Attribute {
  /** The attribute's name, e.g. "Material". */
  name: string;
  /** Its value, e.g. "Oak". */
  value: ReactNode;
}

export interface AttributeListProps {
  /** The pairs, in order. Names should be unique: they key the rows. */
  attributes: readonly Attribute[];
}

/**
 * A product's attributes as a two-column description list of name and value. Put a heading
 * before it (e.g. "Specifications"): a description list cannot be named itself.
 */
export function AttributeList({ attributes }: AttributeListProps) {
  return (
    <dl className={styles.list}>
      {attributes.map(({ name, value }) => (
        <div key={name} className={styles.row}>
          {/* Both are the seller's own words: each reads in its own direction. */}
          <dt dir="auto" className={styles.name}>
            {name}
          </dt>
          <dd dir="auto" className={styles.value}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
