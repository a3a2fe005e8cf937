import type { FastifyBaseLogger } from 'fastify';
import { mailPaid } from '../mail/purchase-mail.js';
import { applyFact, type AppliedFact } from './apply-fact.js';
import type { PaymentMailNeeds } from './needs.js';
import type { PaymentFact } from './provider.js';
import { runRefund } from './refunds.js';

/*
 * A provider's fact, applied (apply-fact.ts) and then followed up once committed: the mail a paid
 * purchase owes its buyer and sellers, or the late payment's refund asked of the provider. Only the
 * caller that applied the fact follows it up, so a fact told three times mails once.
 */

/** What applying a fact leaves to do after its commit. */
export async function afterFact(
  services: PaymentMailNeeds,
  log: FastifyBaseLogger,
  { outcome, purchaseId }: AppliedFact,
): Promise<void> {
  if (purchaseId === null) return;
  if (outcome === 'paid') await mailPaid({ ...services, log }, purchaseId);
  if (outcome === 'refunded_late') await runRefund({ ...services, log }, purchaseId);
}

/** Applies `fact` from `provider` (`transactions.provider`) and follows it up. */
export async function takeFact(
  services: PaymentMailNeeds,
  log: FastifyBaseLogger,
  provider: string,
  fact: PaymentFact,
): Promise<AppliedFact> {
  const applied = await applyFact(services.db, log, provider, fact);
  await afterFact(services, log, applied);
  return applied;
}
