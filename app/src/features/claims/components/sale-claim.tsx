import type { Sale } from '@plaza/api';
import { ClaimLine } from './claim-line';

/** On the seller's sale page: the buyer's claim about it, if any, with the way to answer it. */
export function SaleClaim({ sale }: { sale: Sale }) {
  return sale.claim && <ClaimLine claim={sale.claim} message="claims.saleClaimSeller" />;
}
