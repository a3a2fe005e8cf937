/** How long a wait may take before the test says what it was waiting for. */
export const WAIT_LIMIT_MS = 30_000;

/** Asks `check` every 25 ms until it answers something other than `undefined`, for a bounded time. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
