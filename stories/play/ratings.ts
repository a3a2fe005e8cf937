// Ratings in English as the app would word them, for the rating, review and product stories, and
// the check each of them makes of a row of stars.
import type { ProductCardData, RatingSummaryLabels } from '@plaza/ui';
import { expect, within } from 'storybook/test';

/** "1 star", "3 stars": a star radio's name, and a bar's stars. */
export const starCount = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

/** "1 review", "12 reviews". */
export const reviewCount = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** "4.5 out of 5 stars": what screen readers hear for a rating. */
export const outOfFive = (value: number) => `${value} out of 5 stars`;

/** A review's `rating` and its `ratingLabel`, "4 out of 5 stars", as ReviewCard takes them. */
export const rated = (rating: number) => ({ rating, ratingLabel: outOfFive(rating) });

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A review's, question's or answer's `date` ("May 3, 2026") and `dateTime`, from one instant. */
export const writtenOn = (dateTime: string) => ({
  date: longDate.format(new Date(dateTime)),
  dateTime,
});

/** A product's rating as ProductCard takes it: "4.5 out of 5 stars, 12 reviews" and "4.5 (12)". */
export const productRating = (
  value: number,
  count: number,
): NonNullable<ProductCardData['rating']> => ({
  value,
  label: `${outOfFive(value)}, ${reviewCount(count)}`,
  text: `${value} (${count})`,
});

/** RatingSummary's labels for `count` reviews averaging `average`. */
export const summaryLabels = (average: number | null, count: number): RatingSummaryLabels => ({
  average: String(average ?? ''),
  stars: average === null ? 'Not rated yet' : outOfFive(average),
  total: reviewCount(count),
  bar: (stars, reviews) => `${starCount(stars)}: ${reviewCount(reviews)}`,
  filter: 'Filter by stars',
  clear: 'Show all',
});

/**
 * Expects in `scope` one picture of five stars named `label`, and its visible `text`, if any,
 * hidden from screen readers, since the name already says it.
 */
export async function expectStars(scope: HTMLElement, label: string, text?: string) {
  const stars = within(scope).getByRole('img', { name: label });
  await expect(stars.querySelectorAll('svg')).toHaveLength(5);
  if (text) await expect(within(scope).getByText(text)).toHaveAttribute('aria-hidden', 'true');
}
