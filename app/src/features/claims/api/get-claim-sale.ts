import type { Sale } from '@plaza/api';
import useSWR from 'swr';
import { orderApi } from '../../../lib/api-calls/orders';

/**
 * GET `marketplace/products-sales/{id}/`, for its seller: the sale's total bounds a partial offer.
 * Under the sales feature's own key, so the sale page's answer serves here too.
 */
export function useClaimSale(saleId: number | null) {
  return useSWR<Sale, Error>(saleId === null ? null : ['marketplace/products-sales/', saleId], () =>
    orderApi.sale(saleId ?? 0),
  );
}
