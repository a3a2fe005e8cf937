/*
 * Imported by the tracing set-up before the server's modules load (metrics/tracing.ts): it imports
 * nothing, so it loads no module the instrumentations have yet to patch.
 */

/**
 * Query parameters that carry a secret (a `?refresh=` sign-in link's token, a reset code, a private
 * picture's signed link, storage/signed-links.ts, which opens it for an hour): the request log
 * keeps that they were there, never their value; so do the traces (metrics/tracing.ts).
 */
const SECRET_PARAMS = ['refresh', 'token', 'code', 'otp', 'signature'];

const REDACTED = '[redacted]';

/** `url` (a request's path and query) with the values of SECRET_PARAMS replaced by `[redacted]`. */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  let redacted = false;
  for (const name of SECRET_PARAMS) {
    if (!query.has(name)) continue;
    query.set(name, REDACTED);
    redacted = true;
  }
  if (!redacted) return url;
  // URLSearchParams would write the brackets as %5B and %5D: the log is for people to read.
  return `${url.slice(0, queryAt)}?${query.toString().replaceAll('%5Bredacted%5D', REDACTED)}`;
}
