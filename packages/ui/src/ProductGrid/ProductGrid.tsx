import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { ProductCardSkeleton } from '../ProductCard/ProductCardSkeleton.js';
import * as styles from './ProductGrid.css.js';

export interface ProductGridProps<T> {
  /** The products, in order. */
  items: readonly T[];
  /** A unique key for each item, e.g. its id. */
  getKey: (item: T) => string;
  /** Renders one item, usually a `ProductCard`, given its place in the list (0 first). */
  children: (item: T, index: number) => ReactNode;
  /** Names the list for screen readers, e.g. "Products". */
  'aria-label': string;
  /**
   * Whether the items are loading: skeleton cards take their place.
   * @default false
   */
  isLoading?: boolean;
  /** Announced while loading, e.g. "Loading products". */
  loadingLabel: string;
  /**
   * How many skeleton cards to show while loading.
   * @default 8
   */
  skeletonCount?: number;
  /** Shown instead of the grid when there is nothing to show, e.g. an EmptyState. */
  empty: ReactNode;
}

/**
 * Products in a responsive grid that is a list to screen readers ("list, 12 items"), with
 * skeleton cards while loading and an empty-state slot when nothing matches.
 */
export function ProductGrid<T>({
  items,
  getKey,
  children,
  'aria-label': ariaLabel,
  isLoading = false,
  loadingLabel,
  skeletonCount = 8,
  empty,
}: ProductGridProps<T>) {
  if (isLoading) {
    return (
      <div role="status">
        <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        <div className={styles.grid}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    // An unstyled list loses its list role in Safari; the explicit role keeps it.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" aria-label={ariaLabel} className={styles.grid}>
      {items.map((item, index) => (
        <li key={getKey(item)} className={styles.item}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
