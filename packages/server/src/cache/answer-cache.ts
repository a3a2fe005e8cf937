import { createHash } from 'node:crypto';
import { createTimedCache, type CacheLookup, type TimedCache } from './timed-cache.js';

/** An answer as it is sent (a catalogue call's JSON, a page's HTML), and the tag a browser may ask again with. */
export interface SentAnswer {
  body: string;
  etag: string;
}

/**
 * A catalogue answer to visitors as kept: the same for every caller but `ownerId`, a product's
 * seller, whose own answer is made for them each time (routes/catalogue/visitor-answers.ts).
 */
export interface KeptAnswer extends SentAnswer {
  ownerId?: number | undefined;
}

/** The encodings a page is kept in besides plain, best first (render/page-encodings.ts makes them). */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** A page as kept: its HTML with its status, and that HTML compressed once in each encoding. */
export interface KeptPage extends SentAnswer {
  status: number;
  encoded: Record<PageEncoding, Buffer>;
}

/** The catalogue's answers to visitors, kept `seconds` (`CATALOGUE_CACHE_SECONDS`). */
export type AnswerCache = TimedCache<KeptAnswer>;

/** The pages written for visitors (render/serve-pages.ts), with their status, kept the same way. */
export type PageCache = TimedCache<KeptPage>;

/** An answer cache; an answer can be a page of a hundred products (150 kB): fewer of them than of counts. */
export function createAnswerCache<T extends SentAnswer = SentAnswer>(
  seconds: number,
  looked?: CacheLookup,
): TimedCache<T> {
  return createTimedCache<T>(seconds, { maxKept: 200, looked });
}

/** An answer's bytes with their `ETag`: a digest of them, so the same answer keeps its tag. */
export function sentAnswer(body: string): SentAnswer {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${digest}"` };
}
