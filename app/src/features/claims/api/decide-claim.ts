import type { Claim, DecideClaimBody } from '@plaza/api';
import { claimApi } from '../../../lib/api-calls/claims';
import { claimChanged } from './get-claim';

/** POST `marketplace/admin/claims/{id}/decide/`: an administrator's decision on an escalated claim. */
export async function decideClaim(id: number, body: DecideClaimBody): Promise<Claim> {
  return claimChanged(await claimApi.decideClaim(id, body));
}
