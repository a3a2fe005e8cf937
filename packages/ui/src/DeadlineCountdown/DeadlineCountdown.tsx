import { HourglassMediumIcon } from '@phosphor-icons/react/dist/ssr/HourglassMedium';
import { WarningCircleIcon } from '@phosphor-icons/react/dist/ssr/WarningCircle';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { isolate } from '../utils/isolate.js';
import * as styles from './DeadlineCountdown.css.js';
import { formatDuration, untilNextMinute } from './duration.js';

const DAY = 86_400_000;

export interface DeadlineCountdownLabels {
  /**
   * What the deadline is for, above the time, e.g. "Plazo del vendedor para responder".
   * @default undefined
   */
  label?: string;
  /** The time left in words: `(duration) => \`Quedan ${duration}\`` ("Quedan 2 días 4 horas"). */
  left: (duration: string) => string;
  /** Past the deadline: `(duration) => \`Vencido hace ${duration}\``. */
  overdue: (duration: string) => string;
  /**
   * The exact deadline: `(date) => \`Hasta el ${date}\``, the date formatted for the locale. It
   * and the duration above come isolated for bidi, as `<bdi>` would.
   */
  until: (date: string) => string;
}

export interface DeadlineCountdownProps {
  /** When the time is up: a `Date` or milliseconds since the epoch (e.g. a claim's `deadline`). */
  deadline: Date | number;
  /** What the deadline is for and the time left, overdue and exact deadline in words, from the app's catalogue. */
  labels: DeadlineCountdownLabels;
  /**
   * From how long before the deadline it warns, in milliseconds.
   * @default one day
   */
  warnWithin?: number;
  /**
   * The current time in milliseconds, e.g. corrected for the server's clock, or fixed in a story.
   * @default Date.now
   */
  now?: () => number;
  /**
   * The time zone the exact date is written in, e.g. `'UTC'`.
   * @default the browser's
   */
  timeZone?: string;
}

/**
 * The time left until a deadline of days (a seller's answer to a claim, a buyer's confirmation of
 * receipt) in words, its two largest units ("2 days 4 hours left"), turning every minute; past the
 * deadline it says by how much it is overdue. Under it the exact deadline in a `<time>`. The
 * state shows in words and an icon, not only in colour: it warns within `warnWithin`, and is in
 * the danger colour once overdue. It is not a live region: a minute's change is not announced.
 */
export function DeadlineCountdown({
  deadline,
  labels,
  warnWithin = DAY,
  now = Date.now,
  timeZone,
}: DeadlineCountdownProps) {
  const { locale } = useLocale();
  const [current, setCurrent] = useState(now);
  const end = Number(deadline);
  // The latest `now`, read by the ticking effect: a caller's inline arrow is a new function each
  // render, and that is no reason to read the clock again or restart the timer.
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const time = clock.current();
      setCurrent(time);
      timer = setTimeout(tick, untilNextMinute(end - time));
    };
    tick();
    return () => clearTimeout(timer);
  }, [end]);

  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [locale, timeZone],
  );
  const left = end - current;
  const state = left <= 0 ? 'overdue' : left <= warnWithin ? 'soon' : 'running';
  const duration = isolate(formatDuration(left, locale));

  return (
    <div className={styles.root} data-state={state}>
      <span className={styles.icon} aria-hidden>
        {state === 'overdue' ? <WarningCircleIcon weight="bold" /> : <HourglassMediumIcon />}
      </span>
      <span className={styles.text}>
        {labels.label && <span className={styles.label}>{labels.label}</span>}
        <strong className={styles.left}>
          {state === 'overdue' ? labels.overdue(duration) : labels.left(duration)}
        </strong>
        <time className={styles.until} dateTime={new Date(end).toISOString()}>
          {labels.until(isolate(dateFormat.format(end)))}
        </time>
      </span>
    </div>
  );
}
