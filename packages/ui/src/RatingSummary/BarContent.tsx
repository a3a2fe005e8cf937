import { StarIcon } from '@phosphor-icons/react/dist/ssr/Star';
import { VisuallyHidden } from 'react-aria-components';
import type { HistogramBar } from './bars.js';
import * as styles from './RatingSummary.css.js';

interface BarContentProps {
  bar: HistogramBar;
  /** The bar's words for screen readers, e.g. "5 estrellas: 8 opiniones". */
  label: string;
  /** A number in the reader's locale. */
  formatNumber: (value: number) => string;
}

/**
 * What a bar shows: its stars, a track filled to its share, its count. Screen readers hear `label`
 * alone, which says the same in words.
 */
export function BarContent({ bar, label, formatNumber }: BarContentProps) {
  return (
    <>
      <VisuallyHidden>{label}</VisuallyHidden>
      <span aria-hidden className={styles.barStars}>
        {formatNumber(bar.stars)}
        <StarIcon weight="fill" className={styles.barStar} />
      </span>
      <span aria-hidden className={styles.track}>
        <span className={styles.fill} style={{ inlineSize: `${bar.share * 100}%` }} />
      </span>
      <span aria-hidden className={styles.count}>
        {formatNumber(bar.count)}
      </span>
    </>
  );
}
