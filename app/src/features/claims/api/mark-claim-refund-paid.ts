import type { Claim } from '@plaza/api';
import { claimApi } from '../../../lib/api-calls/claims';
import { claimChanged } from './get-claim';

/**
 * POST `marketplace/admin/claims/{id}/refund-paid/`: an administrator paid the claim's refund back
 * by hand. The claim, the queue and the administrator's pending reviews are fetched again.
 */
export async function markClaimRefundPaid(id: number): Promise<Claim> {
  return claimChanged(await claimApi.markClaimRefundPaid(id));
}
