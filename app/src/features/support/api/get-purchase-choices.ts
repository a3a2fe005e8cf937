import type { PurchasePage } from '@plaza/api';
import useSWR from 'swr';
import { orderApi } from '../../../lib/api-calls/orders';

/** The most recent purchases a ticket can be about: a ticket is almost always about a recent one. */
const CHOICES = 100;

/** GET `marketplace/products-purchase/`: the user's latest purchases, for the ticket's select. */
export function usePurchaseChoices() {
  return useSWR<PurchasePage, Error>(['marketplace/products-purchase/', 'choices'], () =>
    orderApi.purchases({ page: 1, page_size: CHOICES }),
  );
}
