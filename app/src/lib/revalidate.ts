import { mutate } from 'swr';

/**
 * Loads again every cached answer whose path starts with one of `paths`: SPEC.md's cache tags
 * (Products, User, Addresses) as SWR has none. Keys are `[path, …]` arrays or plain paths.
 */
export function revalidate(...paths: string[]): Promise<unknown[]> {
  return mutate((key) => {
    const path = Array.isArray(key) ? key[0] : key;
    return typeof path === 'string' && paths.some((prefix) => path.startsWith(prefix));
  });
}

/** The Products tag: explore, product pages, my products and the administrators' list. */
export const revalidateProducts = () =>
  revalidate('marketplace/products/', 'marketplace/admin/products/');
