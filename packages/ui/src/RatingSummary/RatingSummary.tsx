import { useLocale } from 'react-aria-components';
import { RatingStars } from '../RatingStars/RatingStars.js';
import { BarContent } from './BarContent.js';
import { histogramBars } from './bars.js';
import { FilterBars } from './FilterBars.js';
import type { RatingSummaryLabels } from './labels.js';
import * as styles from './RatingSummary.css.js';

export interface RatingSummaryProps {
  /** The average rating, 0 to 5, or `null` before any review. */
  average: number | null;
  /** How many reviews there are; with 0, no average is shown and the stars are empty. */
  count: number;
  /** How many reviews gave each number of stars; keys "1" to "5", as the API sends them. */
  histogram: Record<string, number>;
  /** How the average, the stars, the total and each histogram row are read out, and the filter and clear buttons, from the app's catalogue. */
  labels: RatingSummaryLabels;
  /**
   * The stars the list is filtered by, or `null` for all.
   * @default null
   */
  selected?: number | null;
  /**
   * Called when a bar is pressed, with its stars (or `null` when the pressed bar is pressed again,
   * or the clear button is). Without it the bars only show, and are not buttons.
   * @default undefined
   */
  onSelect?: (stars: number | null) => void;
}

/**
 * A product's or seller's ratings at a glance: the average, large, with its stars and the number of
 * reviews, beside a histogram of five bars (5 stars first) whose widths are each one's share. Given
 * `onSelect`, the bars are toggle buttons that filter the reviews by stars.
 */
export function RatingSummary({
  average,
  count,
  histogram,
  labels,
  selected = null,
  onSelect,
}: RatingSummaryProps) {
  const { locale } = useLocale();
  const numbers = new Intl.NumberFormat(locale);
  const formatNumber = (value: number) => numbers.format(value);
  const bars = histogramBars(histogram);
  const hasReviews = count > 0;

  return (
    <div className={styles.root}>
      <div className={styles.overview}>
        {/* The stars' label says the average in words. */}
        {hasReviews && (
          <span aria-hidden className={styles.average}>
            {labels.average}
          </span>
        )}
        <RatingStars value={hasReviews ? average : null} label={labels.stars} />
        <span className={styles.total}>{labels.total}</span>
      </div>
      {onSelect ? (
        <FilterBars
          bars={bars}
          labels={labels}
          selected={selected}
          onSelect={onSelect}
          formatNumber={formatNumber}
        />
      ) : (
        <div className={styles.histogram}>
          <ul className={styles.bars}>
            {bars.map((bar) => (
              <li key={bar.stars} className={styles.bar}>
                <BarContent
                  bar={bar}
                  label={labels.bar(bar.stars, bar.count)}
                  formatNumber={formatNumber}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
