import type { Message, MessageAuthorRole } from '@plaza/api';
import type { ThreadMessage } from '@plaza/ui';

/**
 * The API's messages (newest first) as the thread draws them: oldest first, so the newest is at
 * the bottom, the reader's own by their part in the sale (`reader`), a photo named for its author.
 */
export function threadMessages(
  messages: readonly Message[],
  reader: MessageAuthorRole,
  photoAlt: (name: string) => string,
): ThreadMessage[] {
  return [...messages].reverse().map((message) => ({
    id: String(message.id),
    author: { name: message.author.username, role: message.author.role },
    text: message.text ?? '',
    ...(message.photo && {
      photo: { src: message.photo, alt: photoAlt(message.author.username) },
    }),
    createdAt: new Date(message.created_at),
    own: message.author.role === reader,
  }));
}

/**
 * The oldest of the other party's messages that `reader` had not read, as first shown (newest
 * first in `messages`): the thread's "new messages" line goes before it.
 */
export function firstUnreadId(
  messages: readonly Message[],
  reader: MessageAuthorRole,
): string | undefined {
  // An administrator reads without marking read, so nothing is new to them.
  if (reader === 'admin') return undefined;
  const unread = messages.filter(
    (message) => message.author.role !== reader && message.read_at === null,
  );
  const oldest = unread.at(-1);
  return oldest && String(oldest.id);
}
