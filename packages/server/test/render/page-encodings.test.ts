import type { FastifyRequest } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sentAnswer } from '../../src/cache/answer-cache.js';
import { keptPage, pageFor } from '../../src/render/page-encodings.js';

const accepting = (encodings?: string) =>
  ({ headers: { 'accept-encoding': encodings } }) as unknown as FastifyRequest;

describe('a kept page', () => {
  const html = `<!doctype html><main>${'<p>Café con leche</p>'.repeat(200)}</main>`;
  const page = keptPage({ status: 200, ...sentAnswer(html) });

  it('goes out in brotli when the browser takes it, the same HTML once decompressed', () => {
    const sent = pageFor(accepting('gzip, deflate, br, zstd'), page);
    expect(sent).toMatchObject({ encoding: 'br', status: 200 });
    expect(brotliDecompressSync(sent.body).toString()).toBe(html);
    expect(sent.body.length).toBeLessThan(html.length / 10);
    // Another representation of the page: a tag of its own.
    expect(sent.etag).not.toBe(page.etag);
  });

  it('goes out in gzip to a browser without brotli, refusing it, or weighing gzip higher', () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8', 'br;q=0.5, gzip']) {
      const sent = pageFor(accepting(header), page);
      expect(sent).toMatchObject({ encoding: 'gzip' });
      expect(gunzipSync(sent.body).toString()).toBe(html);
    }
  });

  it('goes out in brotli to a client that takes any encoding', () => {
    expect(pageFor(accepting('*'), page)).toMatchObject({ encoding: 'br' });
  });

  it('goes out plain to a client that accepts no compression', () => {
    for (const header of [undefined, 'identity', 'gzip;q=0']) {
      expect(pageFor(accepting(header), page)).toBe(page);
    }
  });
});
