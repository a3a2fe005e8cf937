import { inChange, type ChangeServices } from '../changes/in-change.js';
import { saleMessages } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { notify } from '../notifications/notify.js';
import { maskContacts } from './contact-filter.js';
import {
  closedConversation,
  findConversation,
  type Conversation,
  type Reader,
} from './conversation.js';
import type { MessageWithAuthor } from './messages.js';

/** What a message says: words (already checked), the storage key of its photo, or both. */
export interface NewMessage {
  text: string | null;
  photo: string | null;
}

/** The author of a message, as the conversation names them. */
export interface Author extends Reader {
  username: string;
}

/** `403` to an administrator who reads a conversation, for what only its buyer and seller do. */
export const onlyParties = () =>
  new HttpError(403, 'permission_denied', 'Only the sale’s buyer and seller do this.');

/**
 * Throws unless the caller may write in `conversation` now: `403` for an administrator unless the
 * sale's claim is escalated to them, `409` for a conversation not open yet or closed.
 */
export function checkWritable(conversation: Conversation): void {
  // An administrator reads every conversation but writes, with the role `admin`, only in one whose
  // claim was escalated to them (docs/api.md).
  if (conversation.role === 'admin' && conversation.claimStatus !== 'escalated') {
    throw onlyParties();
  }
  const closed = closedConversation(conversation);
  if (closed) throw closed;
}

/**
 * Writes a message in sale `saleId`'s conversation and notifies the other party, in one
 * transaction, so a refused or failed message notifies nobody. The sale is held and checked again
 * while the message is written, so it cannot be cancelled or closed under it. `filterContacts`
 * masks contact data in the words (contact-filter.ts; MESSAGE_CONTACT_FILTER).
 */
export async function sendMessage(
  services: ChangeServices,
  saleId: number,
  author: Author,
  { text, photo }: NewMessage,
  { filterContacts }: { filterContacts: boolean },
): Promise<MessageWithAuthor> {
  return inChange(services, async ({ tx }) => {
    const conversation = await findConversation(tx, saleId, author, { lock: true });
    checkWritable(conversation);
    const [message] = await tx
      .insert(saleMessages)
      .values({
        saleId,
        authorId: author.id,
        authorRole: conversation.role,
        text: text && filterContacts ? maskContacts(text) : text,
        photo,
      })
      .returning();
    if (!message) throw new Error('the message was not inserted');
    // The other party hears of it; both parties of an administrator's, in an escalated claim.
    const params = { sale_id: saleId, purchase_id: conversation.purchaseId, from: author.username };
    const key = `message:${message.id}`;
    if (conversation.role !== 'buyer') {
      await notify(tx, { userId: conversation.buyerId, kind: 'message_received', params, key });
    }
    if (conversation.role !== 'seller') {
      await notify(tx, {
        userId: conversation.sellerId,
        kind: 'message_received',
        params,
        key,
        // The seller's side of a sale is its sale page; the buyer's, the purchase (kinds.ts).
        link: `/sales/${saleId}`,
      });
    }
    return { message, user: { username: author.username } };
  });
}
