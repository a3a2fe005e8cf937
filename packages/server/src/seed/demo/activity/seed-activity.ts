import { eq, inArray } from 'drizzle-orm';
import { withoutEffects } from '../../../changes/without-effects.js';
import type { Config } from '../../../config/index.js';
import type { Db } from '../../../db/database.js';
import { purchaseItems, purchases } from '../../../db/schema/index.js';
import { answerQuestion } from '../../../questions/answer.js';
import { askQuestion } from '../../../questions/ask.js';
import { replyToReview } from '../../../reviews/reply.js';
import { createReview } from '../../../reviews/write-review.js';
import type { FileStorage } from '../../../storage/storage.js';
import { openTicket, updateTicket } from '../../../support/tickets.js';
import type { DemoUserName } from '../create-sellers.js';
import {
  backdateAccounts,
  backdateClaim,
  backdateMessage,
  backdateModeration,
  backdatePurchase,
  backdateQuestion,
  backdateReview,
  backdateTicket,
  backdateWithdrawalPayment,
} from './backdate.js';
import { demoQuestions, demoReviews, demoTickets } from './conversations.js';
import { demoPurchases, stepDays } from './purchases.js';
import { runClaims } from './run-claims.js';
import { runConversations } from './run-conversations.js';
import { productIdsByName, runPurchase, saveDemoAddresses } from './run-purchases.js';
import { demoWithdrawals, runWithdrawal } from './withdrawals.js';

/** Moves an event made now through the services back to its day (backdate.ts). */
type Dated = () => Promise<void>;

/** Days before today the demo accounts joined, before the oldest purchase. */
const JOINED_DAYS_AGO = 170;

/**
 * The demo shop's life, made through the same services the API calls, after its products are on
 * sale (seed-products.ts): addresses, the purchases in every status (purchases.ts), reviews of
 * received items with some replies, questions with some answers, tickets with some answers, a
 * paid and a requested withdrawal per seller (withdrawals.ts), conversations between buyers and
 * sellers about paid sales (sale-conversations.ts) and a claim in each status (sale-claims.ts),
 * some with a photo kept in `storage`. Then its dates are spread over the last months
 * (backdate.ts). Nothing when this server takes neither cards nor bank transfers.
 */
export async function seedDemoActivity(
  db: Db,
  config: Config,
  storage: FileStorage,
  ids: ReadonlyMap<DemoUserName, number>,
): Promise<void> {
  if (!config.paymentProviders.includes('test') && !config.bankTransferInstructions) return; // no way to pay
  const id = (name: DemoUserName) => ids.get(name) ?? missing(name);
  const productIds = await productIdsByName(db);
  const productId = (name: string) => productIds.get(name) ?? missing(name);
  const context = { db, config, ids, productIds, addressOf: await saveDemoAddresses(db, ids) };
  const dated: Dated[] = [];
  const changes = withoutEffects(db);

  // Withdrawals are made between the purchases, on their days: each comes out of the balance the
  // seller had then, and the ledger's ids keep growing with its dates, as the dashboard reads it.
  let withdrawalsLeft = demoWithdrawals;
  const withdrawBefore = async (days: number) => {
    const due = withdrawalsLeft.filter((plan) => plan.daysAgo > days);
    withdrawalsLeft = withdrawalsLeft.filter((plan) => plan.daysAgo <= days);
    for (const plan of due) {
      const withdrawalId = await runWithdrawal(db, id(plan.seller), plan);
      const { paidDaysAgo } = plan;
      if (withdrawalId !== null && paidDaysAgo !== null) {
        dated.push(() => backdateWithdrawalPayment(db, withdrawalId, paidDaysAgo));
      }
    }
  };

  const received = new Map<number, number>(); // purchase id → days since it was received
  for (const plan of demoPurchases) {
    const steps = stepDays(plan);
    await withdrawBefore(steps.last);
    const purchaseId = await runPurchase(context, plan);
    dated.push(() => backdatePurchase(db, purchaseId, steps));
    if (plan.ends === 'received') received.set(purchaseId, steps.last);
  }
  await withdrawBefore(-1); // any requested after the newest purchase

  const items = await db
    .select({
      id: purchaseItems.id,
      purchaseId: purchaseItems.purchaseId,
      productId: purchaseItems.productId,
      buyerId: purchases.buyerId,
    })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(inArray(purchaseItems.purchaseId, [...received.keys()]));
  for (const review of demoReviews) {
    const item = items.find((row) => row.productId === productId(review.product));
    if (!item) throw new Error(`demo review: nobody received ${review.product}`);
    const row = await createReview(changes, item.buyerId, {
      purchase_item: item.id,
      rating: review.rating,
      comment: review.comment,
    });
    if (review.reply) await replyToReview(changes, row.sellerId, row.id, review.reply);
    // Written a day after the purchase arrived.
    const days = Math.max(0, (received.get(item.purchaseId) ?? 0) - 1);
    dated.push(() => backdateReview(db, row.id, days));
  }

  for (const question of demoQuestions) {
    const row = await askQuestion(
      changes,
      id(question.asker),
      productId(question.product),
      question.question,
    );
    if (question.answer) await answerQuestion(changes, row.sellerId, row.id, question.answer);
    dated.push(() => backdateQuestion(db, row.id, question.daysAgo));
  }

  for (const ticket of demoTickets) {
    const row = await openTicket({ ...changes, config }, id(ticket.author), {
      subject: ticket.subject,
      information: ticket.information,
      purchaseId: null,
      attachment: null,
    });
    if (ticket.answer) await updateTicket(changes, row.id, { answer: ticket.answer });
    dated.push(() => backdateTicket(db, row.id, ticket.daysAgo));
  }

  // Written while every sale is still open to messages and claims: the date step closes the oldest.
  for (const { id: messageId, days } of await runConversations({ ...context, storage })) {
    dated.push(() => backdateMessage(db, messageId, days));
  }
  for (const { id: claimId, days } of await runClaims({ ...context, storage })) {
    dated.push(() => backdateClaim(db, claimId, days));
  }

  // THE DATE STEP (backdate.ts): every event above was stamped now; each moves back to its day.
  await backdateAccounts(db, [...ids.values()], JOINED_DAYS_AGO);
  // Their products were approved once the last of them had joined, a day apart each.
  await backdateModeration(db, JOINED_DAYS_AGO - ids.size);
  for (const backdate of dated) await backdate();
}

const missing = (name: string): never => {
  throw new Error(`demo activity: ${name} is missing`);
};
