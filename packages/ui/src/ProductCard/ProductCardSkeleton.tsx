import { Skeleton } from '../Skeleton/Skeleton.js';
import * as styles from './ProductCard.css.js';

/** A product card's shape while products load; decorative, so the list around it says "loading". */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden>
      <div className={styles.media} />
      <div className={styles.body}>
        <Skeleton />
        <Skeleton width="60%" />
        <div className={styles.foot}>
          <Skeleton width="40%" />
          <Skeleton shape="rect" height="2.5rem" />
        </div>
      </div>
    </div>
  );
}
