import { array, integer, min, object, size, string, type Infer } from 'superstruct';

/** A product category, its `name` in the request's language. */
export const Category = object({
  id: min(integer(), 1),
  name: size(string(), 1, 100),
  slug: size(string(), 1, 100),
});
export type Category = Infer<typeof Category>;

export const CategoryList = array(Category);
