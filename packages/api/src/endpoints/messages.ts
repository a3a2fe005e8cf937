import { endpoint } from '../endpoint.js';
import {
  CONVERSATION_OPEN_DAYS_AFTER_RECEIPT,
  Message,
  MessageBody,
  MessagePage,
  MessageQuery,
  MESSAGES_PER_DAY,
  MESSAGES_PER_MINUTE,
} from '../schemas/messages.js';
import { UnreadCount } from '../schemas/notifications.js';

/*
 * The conversation of a sale (docs/api.md, "Messages after the sale"), under its sale. A sale of
 * which the caller is neither the buyer nor the seller (nor an administrator, who reads) is `404`.
 */

/** Under the sale's own `:id`, as its other calls name it (one name per place in a path). */
const MESSAGES = '/marketplace/products-sales/:id/messages/';

export const saleMessages = endpoint({
  method: 'GET',
  path: MESSAGES,
  summary: 'A sale’s conversation, newest first, with the caller’s unread count',
  tag: 'Messages',
  auth: 'user',
  query: MessageQuery,
  answers: { 200: MessagePage },
});

export const sendMessage = endpoint({
  method: 'POST',
  path: MESSAGES,
  summary: 'Write to the other party of a sale: words, a photo or both; notifies them',
  description:
    'E-mail addresses, phone numbers and links in `text` are replaced by `[…]` (unless the ' +
    'shop turned `MESSAGE_CONTACT_FILTER` off). Before the sale is paid `409 ' +
    'conversation_not_open`; once cancelled or refused, or ' +
    `${CONVERSATION_OPEN_DAYS_AFTER_RECEIPT} days after the purchase was received, ` +
    `\`409 conversation_closed\`. Past ${MESSAGES_PER_MINUTE} messages a minute or ` +
    `${MESSAGES_PER_DAY} a day, over every conversation, \`429 throttled\` with \`Retry-After\`. ` +
    'An administrator reads but does not write: `403`.',
  tag: 'Messages',
  auth: 'user',
  body: MessageBody,
  files: { photo: 'one' },
  answers: { 201: Message },
  errors: [403, 409, 429],
});

export const markMessagesRead = endpoint({
  method: 'POST',
  path: `${MESSAGES}read/`,
  summary: 'Mark the other party’s messages of a sale read',
  description:
    'Answers how many messages the caller still has unread in all their conversations ' +
    '(`User.pending.messages`). Its buyer and its seller only: an administrator, who reads ' +
    'every conversation, gets `403`.',
  tag: 'Messages',
  auth: 'user',
  answers: { 200: UnreadCount },
  errors: [403],
});

export const messagePhoto = endpoint({
  method: 'GET',
  path: `${MESSAGES}:messageId/photo/`,
  summary: 'A message’s photo, by the signed link in its `photo`',
  tag: 'Messages',
  description:
    'No token: the link’s `expires` and `signature` are the credential, given only to those ' +
    'who read the conversation, lasting an hour or so. A bad or expired link is 404, as a ' +
    'message without a photo is.',
  answers: { 200: 'image' },
});
