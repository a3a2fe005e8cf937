/** Past this many unread notifications the badge stops counting and shows "9+". */
export const BADGE_LIMIT = 9;

/**
 * What the bell's badge shows for `count` unread notifications, its digits in the reader's locale:
 * the number up to BADGE_LIMIT, then the limit with a plus. Nothing when there is nothing to read.
 */
export function badgeText(count: number, format: (value: number) => string): string | null {
  if (!(count > 0)) return null;
  return count > BADGE_LIMIT ? `${format(BADGE_LIMIT)}+` : format(count);
}
