import type { ThreadMessage } from './types.js';

/** The messages of one calendar day, in the time zone the page shows. */
export interface ThreadDay {
  /** The day as `YYYY-MM-DD`, for a key and `<time dateTime>`. */
  key: string;
  messages: ThreadMessage[];
}

/**
 * The messages, in their order, cut into calendar days in `timeZone` (the browser's when not
 * given): a day starts when its date differs from the message before it.
 */
export function groupByDay(messages: readonly ThreadMessage[], timeZone?: string): ThreadDay[] {
  // Canadian English writes dates as YYYY-MM-DD, what `<time dateTime>` takes.
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const days: ThreadDay[] = [];
  for (const message of messages) {
    const key = dayOf.format(message.createdAt);
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, messages: [message] });
  }
  return days;
}
