import { createHash } from 'node:crypto';
import { createTimedCache, type TimedCache } from './timed-cache.js';

/** A catalogue answer as it is sent: its JSON, and the tag a browser may ask again with. */
export interface SentAnswer {
  json: string;
  etag: string;
}

/** The catalogue's answers to visitors, kept `seconds` (`CATALOGUE_CACHE_SECONDS`). */
export type AnswerCache = TimedCache<SentAnswer>;

/** An answer cache; an answer can be a page of a hundred products (150 kB): fewer of them than of counts. */
export function createAnswerCache(seconds: number): AnswerCache {
  return createTimedCache<SentAnswer>(seconds, { maxKept: 200 });
}

/** Serialized JSON with its `ETag`: a digest of the bytes, so the same answer keeps its tag. */
export function sentAnswer(json: string): SentAnswer {
  const digest = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return { json, etag: `"${digest}"` };
}
