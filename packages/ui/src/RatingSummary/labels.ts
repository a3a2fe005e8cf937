/** The words of RatingSummary, which the app formats in its language. */
export interface RatingSummaryLabels {
  /** The average as the app formats it, e.g. "4,5"; shown large. Ignored when `count` is 0. */
  average: string;
  /** The average stars' accessible name, e.g. "4,5 de 5 estrellas". */
  stars: string;
  /** How many reviews, e.g. "12 opiniones". */
  total: string;
  /** Each bar's accessible name, e.g. `(5, 8) => "5 estrellas: 8 opiniones"`. */
  bar: (stars: number, count: number) => string;
  /** The bars' group name, e.g. "Filtrar por estrellas". */
  filter: string;
  /** The button that clears the filter, e.g. "Ver todas". */
  clear: string;
}
