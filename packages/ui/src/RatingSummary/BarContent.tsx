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
      {/* A `value`, not a width in a `style` attribute: a screen drawn on the server carries it, and
          the page's Content-Security-Policy allows no inline style it does not know. */}
      <progress aria-hidden className={styles.track} value={bar.share} max={1} />
      <span aria-hidden className={styles.count}>
        {formatNumber(bar.count)}
      </span>
    </>
  );
}
