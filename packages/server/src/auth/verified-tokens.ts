/** What a token's signature and fixed claims proved, and until when (its `exp`, in milliseconds). */
export interface Verified<T> {
  claims: T;
  expiresAt: number;
}

/**
 * Remembers the tokens `verifyNow` accepted, until each expires. Checking an HS256 signature with
 * jose costs about 0.2 ms (it imports the key into WebCrypto on every call), more than sending a
 * kept catalogue answer, and a signed-in shopper sends the same token for up to five minutes. A
 * token's signature and its issuer, audience and type never change, so the one thing left to
 * check on a later use is the expiry, checked here each time. Refused tokens are not remembered:
 * a forged one costs a full check every time, as before. At most `maxKept`, the oldest dropped
 * first, so a flood of valid tokens can't grow it without end.
 */
export function rememberVerified<T>(
  verifyNow: (token: string) => Promise<Verified<T> | undefined>,
  { maxKept = 10_000, now = Date.now }: { maxKept?: number; now?: () => number } = {},
): (token: string) => Promise<T | undefined> {
  const kept = new Map<string, Verified<T>>();
  return async (token) => {
    const time = now();
    const known = kept.get(token);
    if (known) {
      if (known.expiresAt > time) return known.claims;
      kept.delete(token);
      return undefined;
    }
    const verified = await verifyNow(token);
    if (!verified) return undefined;
    // Entries go in in time order, so the first one is the oldest.
    if (kept.size >= maxKept) kept.delete(kept.keys().next().value as string);
    kept.set(token, verified);
    return verified.claims;
  };
}
