import type { Claim } from '@plaza/api';
import useSWR, { mutate } from 'swr';
import { PURCHASES_KEY } from '../../../hooks/use-purchases';
import { claimApi } from '../../../lib/api-calls/claims';
import { revalidate } from '../../../lib/revalidate';
import { refreshUser } from '../../../lib/user-key';
import { ADMIN_CLAIMS_KEY } from './get-admin-claims';

/** The cache key's path of a claim; the purchase and the sale show its status too. */
const CLAIMS_KEY = 'marketplace/claims/';
/** The sales' cache key (features/sales), whose answers carry the sale's claim. */
const SALES_KEY = 'marketplace/products-sales/';

const claimKey = (id: number) => [CLAIMS_KEY, id] as const;

/** GET `marketplace/claims/{id}/`: one claim, its buyer's, its seller's or an administrator's. */
export function useClaim(id: number) {
  return useSWR<Claim, Error>(claimKey(id), () => claimApi.claim(id));
}

/**
 * After a step the server answered with the claim: that answer becomes the cached claim, and what
 * shows its status (the purchase, the sale, the administrators' queue) and the user's pending
 * dots are fetched again.
 */
export async function claimChanged(claim: Claim): Promise<Claim> {
  await mutate(claimKey(claim.id), claim, { revalidate: false });
  await revalidate(PURCHASES_KEY, SALES_KEY, ADMIN_CLAIMS_KEY);
  await refreshUser();
  return claim;
}
