import { STAR_COUNTS } from '../RatingStars/stars.js';

/** One bar of the histogram: a number of stars, how many reviews gave it, and their share (0–1). */
export interface HistogramBar {
  stars: number;
  count: number;
  share: number;
}

/**
 * The histogram's five bars, 5 stars first as shoppers read them. Each share is of all the reviews
 * counted in the histogram, so the bars add up to the whole; a missing or bad key counts 0.
 */
export function histogramBars(histogram: Record<string, number>): HistogramBar[] {
  const counts = STAR_COUNTS.map((stars) => {
    const count = histogram[String(stars)] ?? 0;
    return { stars, count: Number.isFinite(count) && count > 0 ? count : 0 };
  });
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  return counts
    .map(({ stars, count }) => ({ stars, count, share: total > 0 ? count / total : 0 }))
    .reverse();
}
