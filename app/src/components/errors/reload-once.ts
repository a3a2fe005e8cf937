/** The session storage key holding when the page last reloaded itself after a render error. */
export const RELOADED_AT_KEY = 'plaza:reloaded-after-error';

/**
 * A reload that follows another within this window is taken as the same error coming back, so the
 * fallback shows instead. A timestamp, not a flag: no code runs reliably "after a good render" to
 * clear a flag, since an error in a lazily loaded screen comes after the shell has rendered fine.
 */
export const RELOAD_WINDOW_MS = 60_000;

/**
 * Whether an unexpected render error should reload the page (docs/product.md, section 2). Answers true at
 * most once per window, and records the reload so that the next error in it answers false.
 */
export function shouldReloadAfterError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
): boolean {
  const saved = storage.getItem(RELOADED_AT_KEY);
  const last = saved === null ? Number.NaN : Number(saved);
  // A record from the future (the clock was changed) proves nothing about this error.
  if (last <= now && now - last < RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Without a record the next load could not tell it reloaded already: a loop. Show the fallback.
    return false;
  }
  return true;
}
