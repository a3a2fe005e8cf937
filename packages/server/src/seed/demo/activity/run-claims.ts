import type { ClaimStatus } from '@plaza/api';
import { eq } from 'drizzle-orm';
import {
  acceptClaimOffer,
  claimReturnSent,
  decideClaim,
  escalateClaim,
  respondToClaim,
  withdrawClaim,
} from '../../../claims/actions.js';
import { openClaim } from '../../../claims/open.js';
import { CLAIM_TRANSITIONS } from '../../../claims/state-machine.js';
import type { ClaimServices } from '../../../claims/steps.js';
import { withoutEffects } from '../../../changes/without-effects.js';
import type { Config } from '../../../config/index.js';
import { users } from '../../../db/schema/index.js';
import type { Reader } from '../../../messages/conversation.js';
import { hostedBuilders } from '../../../payments/hosted-builders.js';
import { createPaymentRegistry } from '../../../payments/registry.js';
import type { FileStorage } from '../../../storage/storage.js';
import { demoAdmin } from '../demo-admin.js';
import type { ClaimDays } from './backdate.js';
import { buyersPhotoOf } from './demo-photo.js';
import { demoSaleOf, type DemoNames, type DemoSale } from './demo-sale.js';
import { demoClaims, type DemoClaim, type DemoClaimStep } from './sale-claims.js';

/** What opening the demo claims needs: the demo's names, where photos go, the shop's clocks. */
export interface ClaimContext extends DemoNames {
  config: Config;
  storage: FileStorage;
}

/** A claim made now, and the days its backdating moves it and its steps to (backdate.ts). */
export interface MadeClaim {
  id: number;
  days: ClaimDays;
}

/**
 * Opens the demo claims (sale-claims.ts) and takes their steps as their buyers, sellers and the
 * demo administrator would through the API: the claims' own functions, so each step is checked by
 * the state machine, notifies whom it tells, and a refund is opened and asked of the provider.
 * Expects the purchases made and not yet backdated, so every sale is still open to a claim.
 */
export async function runClaims(context: ClaimContext): Promise<MadeClaim[]> {
  const { db, config } = context;
  const changes = withoutEffects(db);
  const services: ClaimServices = {
    ...changes,
    // The demo's people are made up and nobody reads the seed's log (changes/without-effects.ts).
    log: { info: () => {}, warn: () => {}, error: () => {} },
    payments: createPaymentRegistry(config, hostedBuilders),
    config,
  };
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, demoAdmin.username));
  if (!admin) throw new Error('demo claims: the demo administrator is missing');
  const made: MadeClaim[] = [];
  for (const plan of demoClaims) {
    const sale = await demoSaleOf(context, plan.product);
    const photos = plan.photo ? [await buyersPhotoOf(context.storage, 'claims', plan.product)] : [];
    const { claim } = await openClaim(services, config, sale.saleId, sale.buyer, {
      reason: plan.reason,
      text: plan.text,
      photos,
    });
    const parties = { ...sale, admin: { id: admin.id, isAdmin: true } };
    for (const step of plan.steps) await takeDemoStep(services, claim.id, parties, step);
    made.push({ id: claim.id, days: daysOf(plan) });
  }
  return made;
}

/** The step `step` of claim `claimId`, taken by the party whose step it is. */
function takeDemoStep(
  services: ClaimServices,
  claimId: number,
  { buyer, seller, admin }: DemoSale & { admin: Reader },
  step: DemoClaimStep,
) {
  switch (step.action) {
    case 'refund_full':
    case 'request_return':
      return respondToClaim(services, claimId, seller, { action: step.action });
    case 'offer_partial':
      return respondToClaim(services, claimId, seller, {
        action: 'offer_partial',
        amount: step.amount,
      });
    case 'accept_offer':
      return acceptClaimOffer(services, claimId, buyer);
    case 'return_sent':
      return claimReturnSent(services, claimId, buyer, step.trackingCode);
    case 'escalate':
      return escalateClaim(services, claimId, buyer);
    case 'withdraw':
      return withdrawClaim(services, claimId, buyer);
    case 'decide':
      return decideClaim(services, claimId, admin, { outcome: step.outcome, note: step.note });
  }
}

/** When the claim opened, and when it entered each status its steps led to. */
function daysOf({ daysAgo, steps }: DemoClaim): ClaimDays {
  const entered = new Map<ClaimStatus, number>(
    steps.map((step) => [CLAIM_TRANSITIONS[step.action].to, step.daysAgo]),
  );
  return { opened: daysAgo, last: steps.at(-1)?.daysAgo ?? daysAgo, entered };
}
