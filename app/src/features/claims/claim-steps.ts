import type { Claim } from '@plaza/api';

/** Who reads a claim: its buyer, its seller, or an administrator who is neither. */
export type ClaimReader = 'buyer' | 'seller' | 'admin';

/** What a reader may do about a claim as it stands. */
export type ClaimStep =
  'acceptOffer' | 'sendReturn' | 'escalate' | 'withdraw' | 'respond' | 'returnReceived' | 'decide';

/** The reader a signed-in user is of `claim`; `null` for someone with no part in it. */
export function readerOf(
  claim: Claim,
  user: { username: string; is_admin: boolean },
): ClaimReader | null {
  if (user.username === claim.buyer.username) return 'buyer';
  if (user.username === claim.seller.username) return 'seller';
  return user.is_admin ? 'admin' : null;
}

/**
 * Whether the seller's time is over (to answer an open claim, or to receive the item sent back),
 * so its buyer may escalate it.
 */
const sellerLate = (claim: Claim, now: number) =>
  deadlineOwner(claim) === 'seller' && Date.parse(claim.deadline ?? '') <= now;

/**
 * The steps docs/api.md ("After the sale") lets `reader` take at `now`, in the order the page
 * offers them; the server checks each again.
 */
export function claimSteps(claim: Claim, reader: ClaimReader, now: number): ClaimStep[] {
  const { status } = claim;
  if (status === 'resolved') return [];
  switch (reader) {
    case 'buyer': {
      const steps: ClaimStep[] = [];
      if (status === 'offered') steps.push('acceptOffer');
      if (status === 'return_requested') steps.push('sendReturn');
      if (status === 'offered' || status === 'return_requested' || sellerLate(claim, now)) {
        steps.push('escalate');
      }
      return [...steps, 'withdraw'];
    }
    case 'seller':
      if (status === 'open') return ['respond'];
      return status === 'return_sent' ? ['returnReceived'] : [];
    case 'admin':
      return status === 'escalated' ? ['decide'] : [];
  }
}

/**
 * Whose deadline a claim's `deadline` is: the seller's while open or once the item is sent back,
 * the buyer's on an offer or a return request.
 */
export function deadlineOwner(claim: Claim): 'seller' | 'buyer' | null {
  if (claim.deadline === null) return null;
  if (claim.status === 'open' || claim.status === 'return_sent') return 'seller';
  return claim.status === 'offered' || claim.status === 'return_requested' ? 'buyer' : null;
}
