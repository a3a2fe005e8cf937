import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomIp } from '../support/http.js';
import { logStreamOf } from '../support/log-stream.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { appWithCountedPages, drawnPages } from './drawn-pages.js';

interface PageAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  html: string;
}

/** A page as a browser asks for it, with any header (`Host` too, which fetch would not send). */
function getPage(
  server: TestServer,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    const sent = { 'X-Forwarded-For': randomIp(), ...headers };
    request(`${server.url}${path}`, { headers: sent }, (response) => {
      let html = '';
      response.on('data', (chunk: Buffer) => (html += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, html }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The addresses the pages drawn since the last `drawnPages` reset were drawn at. */
const drawnAddresses = () => drawnPages.map((page) => page.url);
const junk = () => randomBytes(6).toString('hex');

/** A server drawing pages with `drawnPages` counting, on `env`, for the tests of a describe block. */
function useServerWithCountedPages(env: Record<string, string>) {
  const running: { server?: TestServer } = {};
  let app: Awaited<ReturnType<typeof appWithCountedPages>>;
  beforeAll(async () => {
    app = await appWithCountedPages();
    running.server = await startTestServer({ STATIC_DIR: app.staticDir, ...env });
  });
  afterAll(async () => {
    await running.server?.close();
    await app.remove();
  });
  beforeEach(() => {
    drawnPages.length = 0;
  });
  return () => {
    if (!running.server) throw new Error('The server starts in beforeAll');
    return running.server;
  };
}

describe('pages, kept by what they read of their address', () => {
  // No proxy in front: X-Forwarded-Host names nothing. No budget: this block counts renders.
  const serverOf = useServerWithCountedPages({
    TRUST_PROXY: 'false',
    PAGE_RENDERS_PER_MINUTE: '0',
    LOG_LEVEL: 'error',
  });
  const logged: string[] = [];
  beforeAll(() => {
    vi.spyOn(logStreamOf(serverOf()), 'write').mockImplementation((line: string | Uint8Array) => {
      logged.push(String(line));
      return true;
    });
  });

  it('draws explore once however many parameters it does not read an address adds', async () => {
    const server = serverOf();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        getPage(server, `/explore?x=${junk()}&utm_source=${junk()}`),
      ),
    );
    answers.push(await getPage(server, '/explore'), await getPage(server, '/explore/?page=x'));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(drawnAddresses()).toEqual(['/explore?ordering=-created']);
  });

  it('keeps one page for the same filters in any order, and draws other filters apart', async () => {
    const server = serverOf();
    const same = [
      '/explore?search=lamp&category=2&price_max=40',
      '/explore?price_max=40&fbclid=abc&category=2&search=lamp',
      '/explore?category=2&search=+lamp+&price_max=40&page=1',
    ];
    for (const path of same) expect((await getPage(server, path)).status).toBe(200);
    for (const path of ['/explore?search=desk', '/explore?price_min=5', '/explore?page=2']) {
      await getPage(server, path);
    }
    expect(drawnAddresses()).toEqual([
      '/explore?search=lamp&category=2&price_max=40&ordering=relevance',
      '/explore?search=desk&ordering=relevance',
      '/explore?price_min=5&ordering=-created',
      '/explore?ordering=-created&page=2',
    ]);
  });

  it('draws a product page, a seller page, a sign-in link’s bare page and a missing page once whatever the query or path', async () => {
    const server = serverOf();
    for (const query of ['', `?ref=${junk()}`, `?refresh=${junk()}`]) {
      await getPage(server, `/product/7${query}`);
      await getPage(server, `/seller/aurora${query}`);
    }
    for (let tries = 0; tries < 5; tries += 1) await getPage(server, `/no-such-page-${junk()}`);
    // A sign-in link (`?refresh=`) on any path gets the one bare page, never the page it names.
    // No such product nor seller: the API answers 404, and so does their page, kept as well.
    expect(drawnPages.map(({ url, status }) => [url, status])).toEqual([
      ['/product/7', 404],
      ['/seller/aurora', 404],
      ['(bare)', 200],
      [expect.stringMatching(/^\/no-such-page-/), 404],
    ]);
  });

  it('draws with the request’s own origin without PUBLIC_URL, never X-Forwarded-Host unless a proxy is trusted', async () => {
    const server = serverOf();
    const own = await getPage(server, '/product/3');
    const forwarded = await getPage(server, '/product/3', { 'X-Forwarded-Host': 'evil.example' });
    expect(forwarded.html).not.toContain('evil.example');
    expect(forwarded.headers.etag).toBe(own.headers.etag);
    // Another Host is another page, drawn with that origin: never the page others are sent.
    const other = await getPage(server, '/product/3', { Host: 'evil.example' });
    expect(other.html).toContain('href="http://evil.example/product/3"');
    expect((await getPage(server, '/product/3')).html).not.toContain('evil.example');
  });

  it('answers 400 with the app’s bare page for a search the API refuses, and explore for values the app reads as none, logging no error', async () => {
    const refused = await getPage(serverOf(), '/explore?search=%00');
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('<div id="root"></div>');
    for (const query of ['price_min=abc', 'page=-1', 'category=x', 'ordering=%00']) {
      const answer = await getPage(serverOf(), `/explore?${query}`);
      expect(answer.status, query).toBe(200);
      expect(answer.html).toContain('<main>explore</main>');
    }
    expect(logged).toEqual([]);
  });
});

describe('pages on a site with PUBLIC_URL, drawn anew within a budget per address', () => {
  const PUBLIC_URL = 'https://plaza.example';
  const serverOf = useServerWithCountedPages({ PUBLIC_URL, PAGE_RENDERS_PER_MINUTE: '3' });

  it('are drawn with PUBLIC_URL whatever Host a request forges, and kept once', async () => {
    const server = serverOf();
    const plain = await getPage(server, '/product/3');
    const forged = await getPage(server, '/product/3', { Host: 'evil.example' });
    const forwarded = await getPage(server, '/product/3', { 'X-Forwarded-Host': 'evil.example' });
    expect(forged.headers.etag).toBe(plain.headers.etag);
    expect(forwarded.headers.etag).toBe(plain.headers.etag);
    expect(forged.html).toContain(`href="${PUBLIC_URL}/product/3"`);
    expect(drawnPages).toHaveLength(1);
  });

  it('stop past the budget, with the app’s bare page and Retry-After, while kept pages still answer', async () => {
    const server = serverOf();
    const ip = randomIp();
    for (const search of ['a', 'b', 'c']) {
      const answer = await getPage(server, `/explore?search=${search}`, { 'X-Forwarded-For': ip });
      expect(answer.status).toBe(200);
    }
    const past = await getPage(server, '/explore?search=d', { 'X-Forwarded-For': ip });
    expect(past.status).toBe(429);
    expect(Number(past.headers['retry-after'])).toBeGreaterThan(0);
    expect(past.headers['cache-control']).toBe('no-store');
    expect(past.html).toContain('<div id="root"></div>');
    const screens = () => drawnPages.filter((page) => page.url.startsWith('/explore')).length;
    expect(screens()).toBe(3);

    const kept = await getPage(server, '/explore?search=b&x=1', { 'X-Forwarded-For': ip });
    expect(kept.status).toBe(200);
    expect(kept.html).toContain('<main>explore</main>');
    // Another address has a budget of its own.
    expect((await getPage(server, '/explore?search=d')).status).toBe(200);
    expect(screens()).toBe(4);
  });
});
