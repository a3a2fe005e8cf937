import type { Claim } from '@plaza/api';
import { claimApi } from '../../../lib/api-calls/claims';
import { claimChanged } from './get-claim';

/** POST `marketplace/claims/{id}/return-received/`: the seller got the item back; refunded in full. */
export async function claimReturnReceived(id: number): Promise<Claim> {
  return claimChanged(await claimApi.claimReturnReceived(id));
}
