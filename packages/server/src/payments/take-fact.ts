import type { FastifyBaseLogger } from 'fastify';
import { inChange } from '../changes/in-change.js';
import { mailPaid } from '../mail/purchase-mail.js';
import { countPurchase } from '../metrics/shop-counters.js';
import { applyFact, type AppliedFact } from './apply-fact.js';
import type { PaymentMailNeeds } from './needs.js';
import type { PaymentFact } from './provider.js';
import { runRefund } from './refunds.js';

/*
 * A provider's fact, applied (apply-fact.ts) in a change that records what follows it once
 * committed: the mail a paid purchase owes its buyer and sellers, or the late payment's refund asked
 * of the provider. Only the change that applied the fact records them, so a fact told three times
 * mails once.
 */

/** Applies `fact` from `provider` (`transactions.provider`) and follows it up once committed. */
export async function takeFact(
  services: PaymentMailNeeds,
  log: FastifyBaseLogger,
  provider: string,
  fact: PaymentFact,
): Promise<AppliedFact> {
  return inChange({ ...services, log }, async ({ tx, afterCommit }) => {
    const applied = await applyFact(tx, log, provider, fact);
    const { outcome, purchaseId } = applied;
    if (purchaseId === null) return applied;
    // A hosted provider's id is its purchases' payment method (payments/registry.ts, providerIdOf).
    if (outcome === 'paid') afterCommit(countPurchase('paid', provider));
    if (outcome === 'paid') afterCommit((mailing) => mailPaid(mailing, purchaseId));
    if (outcome === 'refund_succeeded') afterCommit(countPurchase('refunded', provider));
    if (outcome === 'refunded_late') {
      afterCommit(() => runRefund({ ...services, log }, purchaseId));
    }
    return applied;
  });
}
