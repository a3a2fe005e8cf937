import type { Claim } from '@plaza/api';
import { claimApi } from '../../../lib/api-calls/claims';
import { claimChanged } from './get-claim';

/** POST `marketplace/claims/{id}/accept-offer/`: the buyer takes the partial refund. */
export async function acceptClaimOffer(id: number): Promise<Claim> {
  return claimChanged(await claimApi.acceptClaimOffer(id));
}
