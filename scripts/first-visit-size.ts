import { request } from 'node:http';
import type { Browser, Request } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startE2eServer } from '../e2e/support/server.ts';

/*
 * `npm run size` (after `npm run build`): every script and style sheet a browser fetches on a first
 * visit to /explore and to a product's page, as Chromium really fetches them from the real server
 * with the demo shop: the entry, the app it imports after the first frame, the messages, and
 * whatever the first screen imports lazily once it is on show (issue 36). Each file is counted
 * gzipped as the server sends it. Fails when a page passes a budget, so `npm test` does.
 * `npm run size -- --files` lists the files. Figures: bench/README.md.
 */

/** Issue 25's budget for a first visit's scripts, React and react-aria included (bench/README.md). */
const MAX_SCRIPT_BYTES = 200_000;
/** Issue 17's: each request is a round trip on a slow phone network. */
const MAX_SCRIPT_REQUESTS = 12;
const MAX_STYLE_BYTES = 20_000;
/** A page's first visit is over when it has fetched nothing for this long after the app started. */
const QUIET_MS = 1_000;
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

/** The scripts and style sheets a new visitor's browser fetches for `url` at `screen`. */
async function firstVisit(
  browser: Browser,
  url: string,
  screen: (typeof SCREENS)[number],
): Promise<Fetched[]> {
  const context = await browser.newContext({ viewport: screen });
  try {
    const page = await context.newPage();
    const fetched = new Map<string, Fetched>();
    let requests = 0;
    let pending = 0;
    // A stream (the notifications' events) is under way for as long as the page is open.
    const ends = (sent: Request) => !STREAMS.has(sent.resourceType());
    page.on('requestfinished', (sent) => (pending -= Number(ends(sent))));
    page.on('requestfailed', (sent) => (pending -= Number(ends(sent))));
    page.on('request', (sent) => {
      requests += 1;
      pending += Number(ends(sent));
      const kind = sent.resourceType();
      if (kind === 'script' || kind === 'stylesheet')
        fetched.set(sent.url(), { url: sent.url(), kind });
    });
    await page.goto(url);
    // The app marks its start (app/src/main.tsx); what the first screen imports follows it.
    await page.waitForFunction(
      () => document.getElementById('root')?.dataset.started !== undefined,
      undefined,
      // A CI machine busy with the build's other steps can take its time.
      { timeout: 60_000 },
    );
    // Then until no request is under way and none starts while the page sits idle (no task left
    // that could still import a chunk) for QUIET_MS: a slow machine takes its time to get there.
    let count: number;
    do {
      while (pending > 0) await page.waitForTimeout(100);
      count = requests;
      await page.evaluate(
        (quiet) =>
          new Promise((done) => {
            setTimeout(() => requestIdleCallback(done), quiet);
          }),
        QUIET_MS,
      );
    } while (requests !== count || pending > 0);
    return [...fetched.values()];
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

/** What a page passes of the budgets, one line each. */
function overBudget(name: string, size: PageSize): string[] {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
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
      const visits = await Promise.all(SCREENS.map((screen) => firstVisit(browser, url, screen)));
      const size = await measure(visits.flat());
      console.log(
        `${name}: ${size.scripts} scripts, ${(size.scriptBytes / 1000).toFixed(1)} kB; ` +
          `style sheets ${(size.styleBytes / 1000).toFixed(1)} kB (gzipped)`,
      );
      if (process.argv.includes('--files')) {
        for (const file of size.files)
          console.log(`  ${(file.bytes / 1000).toFixed(1)}\t${file.path}`);
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
