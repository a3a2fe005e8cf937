// Ratings as the app's catalogues word them (es.json, en.json), for the rating, review and product
// stories, and the check each of them makes of a row of stars. Each takes the sample language last,
// English when not given: the screenshot matrices keep their English text.
import type { ProductCardData, RatingSummaryLabels } from '@plaza/ui';
import { expect, within } from 'storybook/test';
import type { SampleLanguage } from '../ui/support/sample-language.js';

/** The words a rating is made of, in each sample language. */
const words = {
  es: {
    star: ['estrella', 'estrellas'],
    review: ['opinión', 'opiniones'],
    outOfFive: 'de 5 estrellas',
    notRated: 'Sin calificar todavía',
    filter: 'Filtrar por estrellas',
    clear: 'Ver todas',
  },
  en: {
    star: ['star', 'stars'],
    review: ['review', 'reviews'],
    outOfFive: 'out of 5 stars',
    notRated: 'Not rated yet',
    filter: 'Filter by stars',
    clear: 'Show all',
  },
} satisfies Record<SampleLanguage, object>;

/** A decimal as each language writes it: "4,5" and "4.5". */
const decimal = (value: number, language: SampleLanguage) =>
  new Intl.NumberFormat(language).format(value);

/** "1 star", "3 stars": a count with its word, one or many. */
const counted = (count: number, [one, many]: string[]) => `${count} ${count === 1 ? one : many}`;

/** "1 star", "3 stars" ("1 estrella", "3 estrellas"): a star radio's name, and a bar's stars. */
export const starCount = (stars: number, language: SampleLanguage = 'en') =>
  counted(stars, words[language].star);

/** "1 review", "12 reviews" ("1 opinión", "12 opiniones"). */
export const reviewCount = (count: number, language: SampleLanguage = 'en') =>
  counted(count, words[language].review);

/** "4.5 out of 5 stars" ("4,5 de 5 estrellas"): what screen readers hear for a rating. */
export const outOfFive = (value: number, language: SampleLanguage = 'en') =>
  `${decimal(value, language)} ${words[language].outOfFive}`;

/** "Not rated yet": the stars' name with no rating. */
export const notRated = (language: SampleLanguage = 'en') => words[language].notRated;

/** A review's `rating` and its `ratingLabel`, "4 out of 5 stars", as ReviewCard takes them. */
export const rated = (rating: number, language: SampleLanguage = 'en') => ({
  rating,
  ratingLabel: outOfFive(rating, language),
});

/** A review's, question's or answer's `date` ("May 3, 2026", "3 de mayo de 2026") and `dateTime`. */
export const writtenOn = (dateTime: string, language: SampleLanguage = 'en') => ({
  date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(dateTime),
  ),
  dateTime,
});

/** A product's rating as ProductCard takes it: "4.5 out of 5 stars, 12 reviews" and "4.5 (12)". */
export const productRating = (
  value: number,
  count: number,
  language: SampleLanguage = 'en',
): NonNullable<ProductCardData['rating']> => ({
  value,
  label: `${outOfFive(value, language)}, ${reviewCount(count, language)}`,
  text: `${decimal(value, language)} (${count})`,
});

/** RatingSummary's labels for `count` reviews averaging `average`. */
export const summaryLabels = (
  average: number | null,
  count: number,
  language: SampleLanguage = 'en',
): RatingSummaryLabels => ({
  average: average === null ? '' : decimal(average, language),
  stars: average === null ? notRated(language) : outOfFive(average, language),
  total: reviewCount(count, language),
  bar: (stars, reviews) => `${starCount(stars, language)}: ${reviewCount(reviews, language)}`,
  filter: words[language].filter,
  clear: words[language].clear,
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
