import { withoutEffects } from '../../../changes/without-effects.js';
import type { Config } from '../../../config/index.js';
import { markSaleRead } from '../../../messages/messages.js';
import { sendMessage } from '../../../messages/send.js';
import type { FileStorage } from '../../../storage/storage.js';
import type { MessageDays } from './backdate.js';
import { buyersPhotoOf } from './demo-photo.js';
import { demoSaleOf, type DemoNames } from './demo-sale.js';
import {
  demoConversations,
  type DemoConversation,
  type DemoMessage,
} from './sale-conversations.js';

/** What writing the demo conversations needs: the demo's names, where photos go, the shop's filter. */
export interface ConversationContext extends DemoNames {
  config: Config;
  storage: FileStorage;
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
  const parties = await demoSaleOf(context, product);
  const sent: { id: number; from: DemoMessage['from']; daysAgo: number }[] = [];
  for (const message of messages) {
    const author = parties[message.from];
    await markSaleRead(db, parties.saleId, author.id);
    const photo = message.photo ? await buyersPhotoOf(context.storage, 'messages', product) : null;
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
