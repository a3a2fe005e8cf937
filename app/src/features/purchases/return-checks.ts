import type { ReturnOutcome } from './payment-return';

/**
 * The waits between the checks of a return, in milliseconds: the first check goes at once, then
 * one after each wait, sooner at first, when the provider's webhook most likely lands, about 30
 * seconds in all. A payment confirmed later shows when the buyer checks again or comes back.
 */
export const RETURN_CHECK_WAITS_MS: readonly number[] = [1000, 2000, 3000, 5000, 8000, 11000];

interface ReturnChecks {
  /** One check: where the purchase stands now. A failed check counts as one that found it waiting. */
  check: () => Promise<ReturnOutcome>;
  /** Resolves after `ms` milliseconds. */
  wait: (ms: number) => Promise<void>;
  /** Whether to stop: the buyer left the page. */
  isStopped: () => boolean;
}

/**
 * Checks a purchase the buyer came back to from the provider's page until it is paid or has ended
 * (expired, cancelled), or `waits` runs out: answers the last outcome (`waiting` when it ran out),
 * or null when stopped, and checks nothing more once stopped.
 */
export async function checkUntilSettled(
  { check, wait, isStopped }: ReturnChecks,
  waits: readonly number[] = RETURN_CHECK_WAITS_MS,
): Promise<ReturnOutcome | null> {
  for (let done = 0; ; done += 1) {
    if (isStopped()) return null;
    const outcome = await check().catch((): ReturnOutcome => 'waiting');
    if (isStopped()) return null;
    const pause = waits[done];
    if (outcome !== 'waiting' || pause === undefined) return outcome;
    await wait(pause);
  }
}
