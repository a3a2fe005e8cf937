import { eq } from 'drizzle-orm';
import { withoutEffects } from '../../../changes/without-effects.js';
import type { Config } from '../../../config/index.js';
import type { Db } from '../../../db/database.js';
import { purchaseItems, purchases, sales } from '../../../db/schema/index.js';
import { markSaleRead } from '../../../messages/messages.js';
import { sendMessage, type Author } from '../../../messages/send.js';
import { privateImageFromUpload, savePrivateImage } from '../../../storage/private-images.js';
import type { FileStorage } from '../../../storage/storage.js';
import type { DemoUserName } from '../create-sellers.js';
import { renderPicture } from '../product-picture.js';
import { dealtProducts } from '../seed-products.js';
import type { MessageDays } from './backdate.js';
import {
  demoConversations,
  type DemoConversation,
  type DemoMessage,
} from './sale-conversations.js';

/** What writing the demo conversations needs: the database, where photos go, who is who. */
export interface ConversationContext {
  db: Db;
  config: Config;
  storage: FileStorage;
  ids: ReadonlyMap<DemoUserName, number>;
  productIds: ReadonlyMap<string, number>;
}

/** A message written now, and the days its backdating moves it to (backdate.ts). */
export interface WrittenMessage {
  id: number;
  days: MessageDays;
}

/**
 * Writes the demo conversations (sale-conversations.ts) as their buyers and sellers would through
 * the API: each message through `sendMessage`, so the contact filter masks what it masks and the
 * other party is notified, after its writer has read the conversation (`markSaleRead`, as opening
 * it does). Expects the purchases made and not yet backdated: every sale is still open to messages.
 * Answers each message with the days it was written and read.
 */
export async function runConversations(context: ConversationContext): Promise<WrittenMessage[]> {
  const written: WrittenMessage[] = [];
  for (const conversation of demoConversations) {
    written.push(...(await runConversation(context, conversation)));
  }
  return written;
}

async function runConversation(
  context: ConversationContext,
  { product, messages, readDaysAgo }: DemoConversation,
): Promise<WrittenMessage[]> {
  const { db, config } = context;
  const parties = await partiesOf(context, product);
  const sent: { id: number; from: DemoMessage['from']; daysAgo: number }[] = [];
  for (const message of messages) {
    const author = parties[message.from];
    await markSaleRead(db, parties.saleId, author.id);
    const photo = message.photo ? await photoOf(context, product) : null;
    const { message: row } = await sendMessage(
      withoutEffects(db),
      parties.saleId,
      author,
      { text: message.text, photo },
      { filterContacts: config.messageContactFilter },
    );
    sent.push({ id: row.id, from: message.from, daysAgo: message.daysAgo });
  }
  const last = sent.at(-1);
  if (last && readDaysAgo !== undefined) {
    await markSaleRead(db, parties.saleId, parties[last.from === 'buyer' ? 'seller' : 'buyer'].id);
  }
  // Each message was read when the other party next wrote, or, for the last ones, at `readDaysAgo`.
  return sent.map(({ id, from, daysAgo }, index) => {
    const answer = sent.slice(index + 1).find((later) => later.from !== from);
    const read = answer?.daysAgo ?? readDaysAgo;
    return { id, days: { sent: daysAgo, ...(read !== undefined && { read }) } };
  });
}

/** The sale of the demo purchase of `product`: its id, its buyer and its seller as authors. */
async function partiesOf({ db, ids, productIds }: ConversationContext, product: string) {
  const productId = productIds.get(product);
  if (productId === undefined) throw new Error(`demo conversation: ${product} is not on sale`);
  const [sale] = await db
    .select({ saleId: sales.id, buyerId: purchases.buyerId, sellerId: sales.sellerId })
    .from(purchaseItems)
    .innerJoin(sales, eq(sales.id, purchaseItems.saleId))
    .innerJoin(purchases, eq(purchases.id, sales.purchaseId))
    .where(eq(purchaseItems.productId, productId));
  if (!sale) throw new Error(`demo conversation: nobody bought ${product}`);
  const authorOf = (userId: number): Author => {
    const username = [...ids].find(([, id]) => id === userId)?.[0];
    if (!username) throw new Error(`demo conversation: user ${userId} is not a demo account`);
    return { id: userId, username, isAdmin: false };
  };
  return { saleId: sale.saleId, buyer: authorOf(sale.buyerId), seller: authorOf(sale.sellerId) };
}

/**
 * A photo of `product` as it arrived: another view of its catalogue picture, drawn here and kept
 * private as the API keeps a message's photo (re-encoded, in the private folder).
 */
async function photoOf({ storage }: ConversationContext, product: string): Promise<string> {
  const placed = dealtProducts().find((candidate) => candidate.product.name === product);
  if (!placed) throw new Error(`demo conversation: ${product} is not a demo product`);
  const view = placed.product.pictures ?? 1; // the first view none of its photos shows
  const picture = await renderPicture({ name: product, category: placed.category, view });
  return savePrivateImage(storage, 'messages', await privateImageFromUpload(picture, 'photo'));
}
