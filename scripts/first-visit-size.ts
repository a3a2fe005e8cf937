import { request } from 'node:http';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startE2eServer } from '../e2e/support/server.ts';

/*
 * `npm run size` (after `npm run build`): every script and style sheet a browser fetches on a first
 * visit to /explore and to a product's page, as Chromium really fetches them from the real server
 * with the demo shop: the entry, the app it imports after the first frame, the messages, and
 * whatever the first screen imports lazily once it is on show (issue 36). Each file is counted
 * gzipped as the server sends it. Fails when a page passes a budget, so `npm test` does, or when a
 * page never settles. Beside it, what the page has fetched once the visitor has scrolled to the
 * bottom and pressed Tab (not held to the budget). `npm run size -- --files` lists the files.
 * Figures: bench/README.md.
 */

/** Issue 25's budget for a first visit's scripts, React and react-aria included (bench/README.md). */
const MAX_SCRIPT_BYTES = 200_000;
/** Issue 17's: each request is a round trip on a slow phone network. */
const MAX_SCRIPT_REQUESTS = 12;
const MAX_STYLE_BYTES = 20_000;
/** A page's first visit is over when it has fetched nothing for this long after the app started. */
const QUIET_MS = 1_000;
/** A page's two passes at one screen size are over by then on an idle machine, or it never settles. */
const VISIT_DEADLINE_MS = 60_000;
const MAX_SCREENS_SCROLLED = 30;
const STREAMS = new Set(['eventsource', 'websocket']);
/** A phone's screen and a desktop's: a screen may import different parts at each. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

interface Fetched {
  url: string;
  kind: 'script' | 'stylesheet';
}

/** The bytes of `url` as the server sends it to a browser that accepts gzip. */
function gzippedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The scripts and style sheets fetched on a first visit, and by the end of the second pass. */
interface Visit {
  first: Fetched[];
  afterScrolling: Fetched[];
}

/**
 * What `page` requests: its scripts and style sheets, the requests under way, and those that
 * started since `recent` was last emptied, so a page that never settles can be named by them.
 */
function watchRequests(page: Page) {
  const fetched = new Map<string, Fetched>();
  const pending = new Set<Request>();
  const recent: string[] = [];
  const watched = { fetched, pending, recent, requests: 0 };
  // A stream (the notifications' events) is under way for as long as the page is open.
  const ends = (sent: Request) => !STREAMS.has(sent.resourceType());
  page.on('requestfinished', (sent) => pending.delete(sent));
  page.on('requestfailed', (sent) => pending.delete(sent));
  page.on('request', (sent) => {
    watched.requests += 1;
    recent.push(sent.url());
    if (ends(sent)) pending.add(sent);
    const kind = sent.resourceType();
    if (kind === 'script' || kind === 'stylesheet')
      fetched.set(sent.url(), { url: sent.url(), kind });
  });
  return watched;
}

/**
 * Until no request is under way and none starts while the page sits idle (no task left that could
 * still import a chunk) for QUIET_MS: a slow machine takes its time to get there.
 */
async function untilQuiet(page: Page, watched: ReturnType<typeof watchRequests>): Promise<void> {
  let count: number;
  do {
    while (watched.pending.size > 0) await page.waitForTimeout(100);
    count = watched.requests;
    watched.recent.length = 0;
    await page.evaluate(
      (quiet) =>
        new Promise((done) => {
          // A page kept busy may never be idle (explore after scrolling and Tab did not get there
          // within a minute here): five quiets at most.
          setTimeout(() => requestIdleCallback(done, { timeout: quiet * 5 }), quiet);
        }),
      QUIET_MS,
    );
  } while (watched.requests !== count || watched.pending.size > 0);
}

/** Scrolls `page` to its bottom a screenful at a time, as someone reading on does. */
function scrollToBottom(page: Page): Promise<void> {
  return page.evaluate(async (most) => {
    // At most `most` screens: a list that loads more at its end has no bottom.
    for (let screens = 0; screens < most; screens += 1) {
      const top = window.scrollY;
      window.scrollTo({ top: top + window.innerHeight, behavior: 'instant' });
      if (window.scrollY === top) return;
      // Two frames, so that intersection observers see each position. (No named function here:
      // tsx would wrap it in a helper the page does not have.)
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
  }, MAX_SCREENS_SCROLLED);
}

/** Rejects after `ms` with `why()`, unless `work` settles first. */
async function withDeadline<T>(work: Promise<T>, ms: number, why: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(why())), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The scripts and style sheets a new visitor's browser fetches for `url` at `screen`, then, in a
 * second pass, those it has fetched once the visitor has scrolled to the bottom and pressed Tab
 * (what waits until it is near, app/src/lib/when-near.ts, or until a first key). Fails after
 * VISIT_DEADLINE_MS, naming what the page was still fetching, rather than waiting for ever for a
 * page that never settles (a stream taken for a request, a timer that polls).
 */
async function visit(
  browser: Browser,
  url: string,
  screen: (typeof SCREENS)[number],
): Promise<Visit> {
  const context = await browser.newContext({ viewport: screen });
  try {
    const page = await context.newPage();
    const watched = watchRequests(page);
    let stage = 'before the app started';
    const measured = async (): Promise<Visit> => {
      await page.goto(url);
      // The app marks its start (app/src/main.tsx); what the first screen imports follows it.
      await page.waitForFunction(
        () => document.getElementById('root')?.dataset.started !== undefined,
        undefined,
        { timeout: 0 },
      );
      stage = 'on its first visit';
      await untilQuiet(page, watched);
      const first = [...watched.fetched.values()];
      stage = 'while scrolling';
      await scrollToBottom(page);
      await page.keyboard.press('Tab');
      stage = 'after scrolling';
      await untilQuiet(page, watched);
      return { first, afterScrolling: [...watched.fetched.values()] };
    };
    return await withDeadline(measured(), VISIT_DEADLINE_MS, () => {
      const under = [...watched.pending].map((sent) => sent.url());
      return (
        `${url} at ${screen.width} px has not settled ${stage} in ${VISIT_DEADLINE_MS / 1000} s; ` +
        (under.length > 0
          ? `still fetching: ${under.join(', ')}`
          : `nothing under way, but it keeps fetching: ${[...new Set(watched.recent)].join(', ')}`)
      );
    });
  } finally {
    await context.close();
  }
}

interface PageSize {
  scripts: number;
  scriptBytes: number;
  styleBytes: number;
  files: { path: string; bytes: number }[];
}

/** Adds up a visit's files (each once, whichever screens fetched it). */
async function measure(fetched: Fetched[]): Promise<PageSize> {
  const unique = [...new Map(fetched.map((file) => [file.url, file])).values()];
  const sized = await Promise.all(
    unique.map(async (file) => ({ ...file, bytes: await gzippedSize(file.url) })),
  );
  const total = (kind: Fetched['kind']) =>
    sized.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0);
  return {
    scripts: sized.filter((file) => file.kind === 'script').length,
    scriptBytes: total('script'),
    styleBytes: total('stylesheet'),
    files: sized.map((file) => ({ path: new URL(file.url).pathname, bytes: file.bytes })),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** What a page passes of the budgets, one line each. */
function overBudget(name: string, size: PageSize): string[] {
  return [
    size.scriptBytes > MAX_SCRIPT_BYTES &&
      `${name}: ${kB(size.scriptBytes)} of scripts, over ${kB(MAX_SCRIPT_BYTES)}`,
    size.scripts > MAX_SCRIPT_REQUESTS &&
      `${name}: ${size.scripts} script requests, over ${MAX_SCRIPT_REQUESTS}`,
    size.styleBytes > MAX_STYLE_BYTES &&
      `${name}: ${kB(size.styleBytes)} of style sheets, over ${kB(MAX_STYLE_BYTES)}`,
  ].filter((line): line is string => typeof line === 'string');
}

async function main() {
  const started = performance.now();
  const server = await startE2eServer({
    withDemoShop: true,
    env: process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {},
  });
  const browser = await launchBrowser();
  try {
    const products = (await (await fetch(`${server.url}/api/marketplace/products/`)).json()) as {
      results: { id: number }[];
    };
    const pages = {
      '/explore': `${server.url}/explore`,
      '/product': `${server.url}/product/${products.results[0]!.id}`,
    };
    const problems: string[] = [];
    for (const [name, url] of Object.entries(pages)) {
      const visits = await Promise.all(SCREENS.map((screen) => visit(browser, url, screen)));
      const size = await measure(visits.flatMap((seen) => seen.first));
      // What a reader who scrolls and presses a key fetches too: shown, not held to the budget,
      // which is the for what a first visit fetches before anyone does anything.
      const later = await measure(visits.flatMap((seen) => seen.afterScrolling));
      console.log(
        `${name}: ${size.scripts} scripts, ${kB(size.scriptBytes)}; ` +
          `style sheets ${kB(size.styleBytes)} (gzipped); ` +
          `after scrolling: ${later.scripts} scripts, ${kB(later.scriptBytes)}`,
      );
      if (process.argv.includes('--files')) {
        const first = new Set(size.files.map((file) => file.path));
        for (const file of later.files) {
          const when = first.has(file.path) ? '' : '\t(after scrolling)';
          console.log(`  ${(file.bytes / 1000).toFixed(1)}\t${file.path}${when}`);
        }
      }
      problems.push(...overBudget(name, size));
    }
    console.log(`Measured in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    if (problems.length > 0) {
      console.error(problems.join('\n'));
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
