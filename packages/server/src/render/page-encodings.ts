import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  PAGE_ENCODINGS,
  type KeptPage,
  type PageEncoding,
  type SentAnswer,
} from '../cache/answer-cache.js';

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
function acceptedEncoding(request: FastifyRequest): PageEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  return negotiate(header, [...PAGE_ENCODINGS]) ?? undefined;
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
