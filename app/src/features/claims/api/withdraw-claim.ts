import type { Claim } from '@plaza/api';
import { claimApi } from '../../../lib/api-calls/claims';
import { claimChanged } from './get-claim';

/** POST `marketplace/claims/{id}/withdraw/`: the buyer gives the claim up. */
export async function withdrawClaim(id: number): Promise<Claim> {
  return claimChanged(await claimApi.withdrawClaim(id));
}
