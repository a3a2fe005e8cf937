import type { Claim, ReturnSentBody } from '@plaza/api';
import { claimApi } from '../../../lib/api-calls/claims';
import { claimChanged } from './get-claim';

/** POST `marketplace/claims/{id}/return-sent/`: the buyer's tracking code of the item going back. */
export async function claimReturnSent(id: number, body: ReturnSentBody): Promise<Claim> {
  return claimChanged(await claimApi.claimReturnSent(id, body));
}
