import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { groupByDay } from './days.js';
import { MessageBubble } from './MessageBubble.js';
import * as styles from './MessageThread.css.js';
import type { MessageThreadLabels, ThreadMessage } from './types.js';

export interface MessageThreadProps {
  /** The messages loaded so far, oldest first: the newest is drawn at the bottom. */
  messages: readonly ThreadMessage[];
  /** The thread's name, each writer's role and you, Load older messages and the unread and new-tab notes, from the app's catalogue. */
  labels: MessageThreadLabels;
  /**
   * Whether earlier messages wait on the server: a button at the top asks for them.
   * @default false
   */
  hasOlder?: boolean;
  /**
   * Called by that button; the app adds the earlier messages at the start of `messages`.
   * @default undefined
   */
  onLoadOlder?: () => void;
  /**
   * Whether earlier messages are on their way: the button shows `labels.loadingOlder`.
   * @default false
   */
  isLoadingOlder?: boolean;
  /**
   * The first message the reader has not seen: `labels.unread` is drawn before it.
   * @default undefined
   */
  firstUnreadId?: string;
  /**
   * The time zone days and times are told in, e.g. `'UTC'`.
   * @default the browser's
   */
  timeZone?: string;
  /**
   * Level of each day's heading, so it fits the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A sale's private conversation: a named region of days, each a heading with its date and a list
 * of messages, the reader's own at the inline end and the others at the start with their name and
 * role. A message from someone else that arrives at the end is announced politely; earlier ones
 * loaded at the top are not.
 */
export function MessageThread({
  messages,
  labels,
  hasOlder = false,
  onLoadOlder,
  isLoadingOlder = false,
  firstUnreadId,
  timeZone,
  headingLevel = 3,
}: MessageThreadProps) {
  const Heading = `h${headingLevel}` as const;
  const { locale } = useLocale();
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }),
      time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }),
    }),
    [locale, timeZone],
  );
  const days = useMemo(() => groupByDay(messages, timeZone), [messages, timeZone]);

  // The newest message changes when one arrives, not when older ones are added before it.
  const newest = messages.at(-1);
  const [seen, setSeen] = useState({ id: newest?.id, announcement: '' });
  if (seen.id !== newest?.id) {
    const arrived = newest && !newest.own && seen.id !== undefined;
    setSeen({
      id: newest?.id,
      announcement: arrived
        ? labels.newMessage(newest.author.name, newest.text)
        : seen.announcement,
    });
  }

  // Once the last earlier messages are in, the button goes, and focus with it: the thread takes
  // it, so the reader carries on from its start rather than from the top of the page.
  const region = useRef<HTMLElement>(null);
  const hadOlder = useRef(hasOlder);
  useEffect(() => {
    if (hadOlder.current && !hasOlder && document.activeElement === document.body) {
      region.current?.focus();
    }
    hadOlder.current = hasOlder;
  }, [hasOlder]);

  return (
    <section ref={region} tabIndex={-1} aria-label={labels.title} className={styles.root}>
      {hasOlder && (
        <div className={styles.older}>
          <Button
            variant="secondary"
            size="sm"
            onPress={onLoadOlder}
            isPending={isLoadingOlder}
            pendingLabel={labels.loadingOlder}
          >
            {labels.loadOlder}
          </Button>
        </div>
      )}
      {days.map((day) => (
        <Fragment key={day.key}>
          <Heading className={styles.day}>
            <time dateTime={day.key}>{formats.day.format(day.messages[0]!.createdAt)}</time>
          </Heading>
          <ol className={styles.list}>
            {day.messages.map((message) => (
              <li key={message.id} className={styles.item}>
                {message.id === firstUnreadId && <p className={styles.unread}>{labels.unread}</p>}
                <MessageBubble message={message} labels={labels} timeFormat={formats.time} />
              </li>
            ))}
          </ol>
        </Fragment>
      ))}
      <p role="status" className={visuallyHidden}>
        {seen.announcement}
      </p>
    </section>
  );
}
