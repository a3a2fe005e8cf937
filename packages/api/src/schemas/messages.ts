import * as s from 'superstruct';
import { optionalText } from './form-values.js';
import { pageQuery, paginated, type PageQuery } from './pagination.js';

/*
 * A sale's conversation (docs/api.md, "Messages after the sale"): private to its buyer and its
 * seller, and read by administrators.
 */

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 2000;

/** How many messages one user may send, over every conversation, a minute and a day. */
export const MESSAGES_PER_MINUTE = 20;
export const MESSAGES_PER_DAY = 200;

/** How long after its purchase is received a conversation still takes new messages. */
export const CONVERSATION_OPEN_DAYS_AFTER_RECEIPT = 30;

/** Who wrote a message, as the sale knows them. */
export const MESSAGE_AUTHOR_ROLES = ['buyer', 'seller', 'admin'] as const;
export const MessageAuthorRole = s.enums(MESSAGE_AUTHOR_ROLES);
export type MessageAuthorRole = s.Infer<typeof MessageAuthorRole>;

/**
 * `photo` is the absolute URL of the re-encoded picture: a signed link that lasts about an hour (a
 * new answer gives a new one), as a ticket's. `read_at` is when the other party read it.
 */
export const Message = s.object({
  id: s.min(s.integer(), 1),
  sale_id: s.min(s.integer(), 1),
  author: s.object({ username: s.string(), role: MessageAuthorRole }),
  text: s.nullable(s.string()),
  photo: s.nullable(s.string()),
  created_at: s.string(),
  read_at: s.nullable(s.string()),
});
export type Message = s.Infer<typeof Message>;

/** GET `marketplace/products-sales/{saleId}/messages/`: a page, and the caller's unread ones in all. */
export const MessagePage = s.object({
  ...paginated(Message).schema,
  unread_count: s.min(s.integer(), 0),
});
export type MessagePage = s.Infer<typeof MessagePage>;

export const MessageQuery = s.object({ ...pageQuery });
export type MessageQuery = PageQuery;

/**
 * POST `marketplace/products-sales/{saleId}/messages/` (multipart): the words; `photo` travels as a
 * file part beside them. Words, a photo or both: a message with neither (blank words are none) is
 * refused.
 */
export const MessageBody = s.object({ text: optionalText('text', MESSAGE_MAX_LENGTH) });
export type MessageBody = s.Infer<typeof MessageBody>;
