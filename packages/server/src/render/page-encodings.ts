import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SentAnswer } from '../catalogue/answer-cache.js';

/** The encodings a page is kept in besides plain, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** A page as kept: its HTML, and that HTML compressed once in each encoding. */
export interface KeptPage extends SentAnswer {
  status: number;
  encoded: Record<Encoding, Buffer>;
}

/**
 * A page's HTML compressed once when it is kept, as the build compresses the app's files, rather
 * than on every request: pages are answered from outside Fastify's routes (serve-app.ts), where
 * the compression hook never runs, and a page is sent many times for each time it is written.
 */
export function keptPage(answer: SentAnswer & { status: number }): KeptPage {
  const html = Buffer.from(answer.body);
  return {
    ...answer,
    encoded: {
      br: brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      }),
      gzip: gzipSync(html, { level: 9 }),
    },
  };
}

/**
 * The encoding the request prefers among ours (`Accept-Encoding`, its weights, `*` and a `q=0`
 * refusing one read as @fastify/compress reads them), or none.
 */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  return negotiate(header, [...ENCODINGS]) ?? undefined;
}

/**
 * `page` in the encoding the request accepts: its bytes, that encoding, and a tag of its own (the
 * same page compressed is another representation of it).
 */
export function pageFor(request: FastifyRequest, page: KeptPage) {
  const encoding = acceptedEncoding(request);
  if (!encoding) return page;
  const etag = `${page.etag.slice(0, -1)}-${encoding}"`;
  return { body: page.encoded[encoding], etag, status: page.status, encoding };
}
