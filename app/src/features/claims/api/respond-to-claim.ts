import type { Claim, RespondClaimBody } from '@plaza/api';
import { claimApi } from '../../../lib/api-calls/claims';
import { claimChanged } from './get-claim';

/** POST `marketplace/claims/{id}/respond/`: the seller refunds, offers part once, or asks for the item. */
export async function respondToClaim(id: number, body: RespondClaimBody): Promise<Claim> {
  return claimChanged(await claimApi.respondToClaim(id, body));
}
