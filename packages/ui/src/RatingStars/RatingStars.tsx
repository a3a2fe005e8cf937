import { Star } from './Star.js';
import { starFills } from './stars.js';
import * as styles from './RatingStars.css.js';

export interface RatingStarsProps {
  /**
   * The rating, 0 to 5; it may be fractional and is drawn to the nearest half star (4.5 draws four
   * and a half stars). `null` (nothing rated yet) draws five empty stars.
   */
  value: number | null;
  /**
   * The accessible name, e.g. "4,5 de 5 estrellas, 12 opiniones": the stars are one picture to
   * screen readers, and this is what they hear.
   */
  label: string;
  /**
   * Visible text beside the stars, e.g. "4,5 (12)". Hidden from screen readers, as `label` says it.
   * @default undefined
   */
  text?: string;
  /**
   * `sm` for cards and lists, `md` beside a product's name.
   * @default 'md'
   */
  size?: styles.RatingStarsVariants['size'];
}

/**
 * A rating shown as five stars, read-only, with optional text beside them. Screen readers hear one
 * picture named by `label`, never five separate stars.
 */
export function RatingStars({ value, label, text, size }: RatingStarsProps) {
  return (
    <span className={styles.root({ size })}>
      <span role="img" aria-label={label} className={styles.stars}>
        {starFills(value).map((fill, index) => (
          <Star key={index} fill={fill} />
        ))}
      </span>
      {text && (
        <span aria-hidden className={styles.text}>
          {text}
        </span>
      )}
    </span>
  );
}
