import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../../config/index.js';
import type { Db } from '../../../db/database.js';
import { purchaseItems, purchases } from '../../../db/schema/index.js';
import { balanceOf } from '../../../ledger/balance.js';
import { decideWithdrawal, requestWithdrawal } from '../../../ledger/withdrawals.js';
import { answerQuestion } from '../../../questions/answer.js';
import { askQuestion } from '../../../questions/ask.js';
import { replyToReview } from '../../../reviews/reply.js';
import { createReview } from '../../../reviews/write-review.js';
import { openTicket, updateTicket } from '../../../support/tickets.js';
import type { DemoUserName } from '../create-sellers.js';
import { demoSellers } from '../sellers.js';
import {
  backdateAccounts,
  backdatePurchase,
  backdateQuestion,
  backdateReview,
  backdateTicket,
} from './backdate.js';
import { demoQuestions, demoReviews, demoTickets } from './conversations.js';
import { demoPurchases, stepDays } from './purchases.js';
import { productIdsByName, runPurchase, saveDemoAddresses } from './run-purchases.js';

/** Moves an event made now through the services back to its day (backdate.ts). */
type Dated = () => Promise<void>;

/** Days before today the demo accounts joined, before the oldest purchase. */
const JOINED_DAYS_AGO = 170;

/**
 * The demo shop's life, made through the same services the API calls, after its products are on
 * sale (seed-products.ts): addresses, the purchases in every status (purchases.ts), reviews of
 * received items with some replies, questions with some answers, tickets with some answers, and a
 * paid and a requested withdrawal per seller. Then its dates are spread over the last months
 * (backdate.ts). Nothing when this server takes neither cards nor bank transfers.
 */
export async function seedDemoActivity(
  db: Db,
  config: Config,
  ids: ReadonlyMap<DemoUserName, number>,
): Promise<void> {
  if (config.paymentProvider !== 'test' && !config.bankTransferInstructions) return; // no way to pay
  const id = (name: DemoUserName) => ids.get(name) ?? missing(name);
  const productIds = await productIdsByName(db);
  const productId = (name: string) => productIds.get(name) ?? missing(name);
  const context = { db, config, ids, productIds, addressOf: await saveDemoAddresses(db, ids) };
  const dated: Dated[] = [];

  const received = new Map<number, number>(); // purchase id → days since it was received
  for (const plan of demoPurchases) {
    const purchaseId = await runPurchase(context, plan);
    const steps = stepDays(plan);
    dated.push(() => backdatePurchase(db, purchaseId, steps));
    if (plan.ends === 'received') received.set(purchaseId, steps.last);
  }

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
    const row = await createReview(db, item.buyerId, {
      purchase_item: item.id,
      rating: review.rating,
      comment: review.comment,
    });
    if (review.reply) await replyToReview(db, row.sellerId, row.id, review.reply);
    // Written a day after the purchase arrived.
    const days = Math.max(0, (received.get(item.purchaseId) ?? 0) - 1);
    dated.push(() => backdateReview(db, row.id, days));
  }

  for (const question of demoQuestions) {
    const row = await askQuestion(
      db,
      id(question.asker),
      productId(question.product),
      question.question,
    );
    if (question.answer) await answerQuestion(db, row.sellerId, row.id, question.answer);
    dated.push(() => backdateQuestion(db, row.id, question.daysAgo));
  }

  for (const ticket of demoTickets) {
    const row = await openTicket(db, id(ticket.author), {
      subject: ticket.subject,
      information: ticket.information,
      purchaseId: null,
      attachment: null,
    });
    if (ticket.answer) await updateTicket(db, row.id, { answer: ticket.answer });
    dated.push(() => backdateTicket(db, row.id, ticket.daysAgo));
  }

  // Each seller takes out part of what they earned: one withdrawal paid, then one still requested.
  // Both stay dated today: their ledger entries can't be moved (backdate.ts).
  for (const { username } of demoSellers) {
    const userId = id(username);
    for (const [share, paid] of [
      [0.3, true],
      [0.2, false],
    ] as const) {
      const cents = Math.floor(((await balanceOf(db, userId)) * share) / 100) * 100;
      if (cents <= 0) continue;
      const destination = `Cuenta de ahorros Banco Andino n.º 0${String(userId).padStart(3, '0')}-552-18`;
      const withdrawal = await requestWithdrawal(db, userId, cents, destination);
      if (paid) await decideWithdrawal(db, withdrawal.id, 'paid', 'Pagado por transferencia.');
    }
  }

  // THE DATE STEP (backdate.ts): every event above was stamped now; each moves back to its day.
  await backdateAccounts(db, [...ids.values()], JOINED_DAYS_AGO);
  for (const backdate of dated) await backdate();
}

const missing = (name: string): never => {
  throw new Error(`demo activity: ${name} is missing`);
};
