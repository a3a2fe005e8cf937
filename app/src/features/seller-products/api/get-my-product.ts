import type { Product } from '@plaza/api';
import useSWR from 'swr';
import { language } from '../../../i18n/language';
import { catalogueApi } from '../../../lib/api-calls/catalogue';

/** GET `marketplace/products/{id}/`: its seller sees it in any status. */
export function getMyProduct(id: number): Promise<Product> {
  return catalogueApi.product(id);
}

/**
 * One of the seller's products, to edit. Never served from the cache: the form starts from what
 * the server holds now, not from an explore visit a minute ago.
 */
export function useMyProduct(id: number) {
  return useSWR<Product, Error>(
    ['marketplace/products/', language, id, 'edit'],
    ([, , key]: [string, string, number]) => getMyProduct(key),
    { revalidateOnMount: true },
  );
}
