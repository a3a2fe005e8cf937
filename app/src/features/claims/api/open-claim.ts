import type { Claim, NewClaim } from '@plaza/api';
import { claimApi } from '../../../lib/api-calls/claims';
import { claimChanged } from './get-claim';

/** POST `marketplace/products-sales/{saleId}/claim/`: the purchase then shows the claim's status. */
export async function openClaim(saleId: number, claim: NewClaim): Promise<Claim> {
  return claimChanged(await claimApi.openClaim(saleId, claim));
}
