/** What the explore page filters by (docs/api.md `marketplace/products/`). Prices are US cents. */
export interface ProductFilters {
  search: string;
  /** A category's id, or `null` for every category. */
  categoryId: string | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
}

export const noFilters: ProductFilters = {
  search: '',
  categoryId: null,
  minPriceCents: null,
  maxPriceCents: null,
};

/** Whether the price range is backwards: a minimum above the maximum matches nothing. */
export const isPriceRangeReversed = ({ minPriceCents, maxPriceCents }: ProductFilters): boolean =>
  minPriceCents !== null && maxPriceCents !== null && minPriceCents > maxPriceCents;
