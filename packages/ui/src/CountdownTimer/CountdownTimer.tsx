import { TimerIcon } from '@phosphor-icons/react/dist/ssr/Timer';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';
import * as styles from './CountdownTimer.css.js';

/** From this many seconds left the timer warns, once. */
const LAST_MINUTE = 60;

export interface CountdownTimerLabels {
  /** What the time is for, e.g. "Time left to pay". */
  label: string;
  /** Shown and announced once when the last minute starts, e.g. "Less than a minute left". */
  lastMinute: string;
  /** Shown and announced when the time is up, e.g. "The payment window has closed". */
  expired: string;
}

export interface CountdownTimerProps {
  /** When the time is up: a `Date` or milliseconds since the epoch (e.g. a transaction's `expires_at`). */
  expiresAt: Date | number;
  /** Called once when the time is up (straight away if it already is). */
  onExpire?: () => void;
  /** What the time is for, and what is shown in the last minute and once it is up, from the app's catalogue. */
  labels: CountdownTimerLabels;
  /**
   * The current time in milliseconds, e.g. corrected for the server's clock.
   * @default Date.now
   */
  now?: () => number;
}

const secondsLeft = (expiresAt: Date | number, now: () => number) =>
  Math.max(0, Math.ceil((Number(expiresAt) - now()) / 1000));

/**
 * A payment window counting down as mm:ss in a `role="timer"` element, which screen readers do not
 * read out every second. When the last minute starts a polite status says so once, and again when
 * the time is up, when `onExpire` is called.
 */
export function CountdownTimer({
  expiresAt,
  onExpire,
  labels,
  now = Date.now,
}: CountdownTimerProps) {
  const [seconds, setSeconds] = useState(() => secondsLeft(expiresAt, now));
  const labelId = useId();
  const { locale } = useLocale();
  const twoDigits = useMemo(
    () => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }),
    [locale],
  );

  useEffect(() => {
    const tick = () => setSeconds(secondsLeft(expiresAt, now));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [expiresAt, now]);

  const hasExpired = useRef(false);
  useEffect(() => {
    if (seconds > 0 || hasExpired.current) return;
    hasExpired.current = true;
    onExpire?.();
  }, [seconds, onExpire]);

  const isLastMinute = seconds <= LAST_MINUTE;
  const status = seconds === 0 ? labels.expired : isLastMinute ? labels.lastMinute : '';
  const time = `${twoDigits.format(Math.floor(seconds / 60))}:${twoDigits.format(seconds % 60)}`;

  return (
    <div className={`${styles.root} ${isLastMinute ? styles.urgent : ''}`}>
      <span className={styles.icon} aria-hidden>
        <TimerIcon />
      </span>
      <span id={labelId} className={styles.label}>
        {labels.label}
      </span>
      <span role="timer" aria-labelledby={labelId} className={styles.time}>
        {time}
      </span>
      {/* Always in the page, so screen readers hear its text change (once per message). */}
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
