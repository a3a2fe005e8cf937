import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A private picture (private-images.ts) is only for those who may see it, yet the app opens it by a
 * plain link, which carries no bearer token. So the API hands them a short-lived link signed with a
 * key of the server's secret (auth/keys.ts), one key per kind of picture: the signature is the
 * credential, and a leaked link dies within the hour.
 */

/** How long a link lasts at least: an open list refetches (SWR) and gets a fresh one long before. */
const LIFE_SECONDS = 60 * 60;
/**
 * Expiry is rounded up to a quarter hour, so answers within one give the same link: the browser's
 * copy of the picture serves them all, and SWR sees no change to draw.
 */
const STEP_SECONDS = 15 * 60;

/** The base64url HMAC-SHA256 of the picture's id and the moment its link expires. */
const signatureOf = (key: Buffer, id: number, expires: number) =>
  createHmac('sha256', key).update(`${id}:${expires}`).digest('base64url');

/**
 * Makes signed links to pictures at `origin`, as of `now` (milliseconds): `pathOf` is the API's
 * path of a picture by its id (from `/api/`); each link lasts LIFE_SECONDS to LIFE_SECONDS +
 * STEP_SECONDS.
 */
export function signedLinks(
  key: Buffer,
  origin: string,
  pathOf: (id: number) => string,
  now = Date.now(),
): (id: number) => string {
  const expires = Math.ceil((now / 1000 + LIFE_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
  return (id) =>
    `${origin}${pathOf(id)}?expires=${expires}&signature=${signatureOf(key, id, expires)}`;
}

/**
 * The seconds the link's `query` (`expires`, `signature`) has left for picture `id`, or `undefined`
 * when it is expired, malformed or not signed with `key` for it. The comparison takes the same time
 * however much of the signature is right.
 */
export function secondsLeft(
  key: Buffer,
  id: number,
  query: unknown,
  now = Date.now(),
): number | undefined {
  const { expires, signature } = (query ?? {}) as Record<string, unknown>;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return undefined;
  if (typeof signature !== 'string') return undefined;
  const left = Number(expires) - Math.floor(now / 1000);
  if (left <= 0) return undefined;
  const expected = Buffer.from(signatureOf(key, id, Number(expires)));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : undefined;
}
