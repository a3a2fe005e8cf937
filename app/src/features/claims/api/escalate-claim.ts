import type { Claim } from '@plaza/api';
import { claimApi } from '../../../lib/api-calls/claims';
import { claimChanged } from './get-claim';

/** POST `marketplace/claims/{id}/escalate/`: the buyer asks an administrator to decide. */
export async function escalateClaim(id: number): Promise<Claim> {
  return claimChanged(await claimApi.escalateClaim(id));
}
