/**
 * The provider's page as an address Plaza may send the buyer to: a web address (`https:`, or
 * `http:` for a provider's local stand-in), else null. It comes from our server, but a leave by
 * `location` must never run whatever scheme an answer held.
 */
export function providerPageAddress(redirectUrl: string): string | null {
  try {
    const url = new URL(redirectUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
