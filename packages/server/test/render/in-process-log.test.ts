import { catalogueEndpoints as catalogue, pathOf } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logLinesOf, logStreamOf } from '../support/log-stream.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { waitFor } from '../support/wait-for.js';
import { METRICS_TOKEN, scrape } from '../metrics/scrape.js';
import { appWithCountedPages, drawnPages } from './drawn-pages.js';

/** The URLs of the requests the log has a line for. */
const loggedUrls = (logged: string[]) =>
  logLinesOf(logged.join('')).flatMap((line) => (line.msg === 'request' ? [line.url] : []));

/** The URLs logged once `url`'s line is there: a request's line is written after its answer. */
const urlsOnceLogged = (logged: string[], url: string) =>
  waitFor(`the line of ${url}`, async () => {
    const urls = loggedUrls(logged);
    return urls.includes(url) ? urls : undefined;
  });

describe('the request log and metrics of a page drawn on the server', () => {
  let app: Awaited<ReturnType<typeof appWithCountedPages>>;
  let server: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    app = await appWithCountedPages();
    server = await startTestServer({
      STATIC_DIR: app.staticDir,
      PAGE_RENDERS_PER_MINUTE: '0',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
    });
    vi.spyOn(logStreamOf(server), 'write').mockImplementation((line: string | Uint8Array) => {
      logged.push(String(line));
      return true;
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
    await app.remove();
  });

  it('holds the page’s request, not its in-process API calls', async () => {
    drawnPages.length = 0;
    expect((await fetch(`${server.url}/explore`)).status).toBe(200);
    expect(drawnPages[0]?.answers.length).toBeGreaterThan(0);
    const urls = await urlsOnceLogged(logged, '/explore');
    expect(urls.filter((url) => url?.startsWith('/api/'))).toEqual([]);
    // Nor are they timed on /metrics as API requests: the page's request is.
    const timed = (await scrape(server)).labelsOf('plaza_http_request_duration_seconds_count');
    expect(timed.filter(({ route }) => route?.startsWith('/api/'))).toEqual([]);
    expect(timed.length).toBeGreaterThan(0);
  });

  it('holds a request from the network that says it is in-process all the same', async () => {
    const headers = { 'x-plaza-in-process': '1' };
    const categories = `/api/${pathOf(catalogue.categories)}`;
    await fetch(`${server.url}${categories}`, { headers });
    expect(await urlsOnceLogged(logged, categories)).toContain(categories);
  });
});
