/** The most a stepper offers: `max` or the stock, whichever is less, and never under `min`. */
export const limitOf = (min: number, max: number, stock: number) =>
  Math.max(min, Math.min(max, stock));
