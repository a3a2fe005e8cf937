import { mutate } from 'swr';

/**
 * Drops every cached answer whose path starts with one of `paths`, and loads again those on
 * screen: docs/product.md's cache tags (Products, User, Addresses), which SWR lacks. Dropping matters: a
 * list visited a minute ago is not on screen now, and with no refetch on mount (swr-config.ts)
 * it would come back as it was. Keys are `[path, …]` arrays or plain paths.
 */
export function revalidate(...paths: string[]): Promise<unknown[]> {
  return mutate(
    (key) => {
      const path = Array.isArray(key) ? key[0] : key;
      return typeof path === 'string' && paths.some((prefix) => path.startsWith(prefix));
    },
    undefined,
    { revalidate: true },
  );
}

/** The Products tag: explore, product pages, my products and the administrators' list. */
export const revalidateProducts = () =>
  revalidate('marketplace/products/', 'marketplace/admin/products/');
