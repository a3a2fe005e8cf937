import * as styles from './ProductCard.css.js';

/** A product card's shape while products load; decorative, so the list around it says "loading". */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden>
      <div className={styles.skeletonMedia} />
      <div className={styles.body}>
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonShortLine} />
        <div className={styles.foot}>
          <div className={styles.skeletonShortLine} />
          <div className={styles.skeletonButton} />
        </div>
      </div>
    </div>
  );
}
