import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ADMIN, logIn, type Credentials } from './accounts.js';
import { launchBrowser } from './browser.js';
import { openWatchedPage, type WatchedPage } from './page.js';
import { startE2eServer, type E2eServer, type E2eServerOptions } from './server.js';

export interface E2eFixtureOptions extends Omit<E2eServerOptions, 'env'> {
  /**
   * More of the server's environment, or a function that makes it in `beforeAll`, for what is
   * only known once something else has started (a fake payment provider's address and keys).
   * @default {}
   */
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  /**
   * Whether the server creates the administrator `ADMIN` at start.
   * @default false
   */
  withAdmin?: boolean;
  /**
   * Whether each test gets a new watched `page`, closed after it with no problems expected.
   * @default false
   */
  pagePerTest?: boolean;
  /**
   * How long one step of a page opened here may wait, in milliseconds; a long journey sets less
   * than its own timeout, so a stuck step fails by name instead of the whole test timing out.
   * @default Playwright's own (30 s)
   */
  stepTimeout?: number;
}

export interface E2eFixture {
  /** The server of this file's journeys (from `beforeAll` on). */
  readonly server: E2eServer;
  /** The browser of this file's journeys (from `beforeAll` on). */
  readonly browser: Browser;
  /** The test's page, with `pagePerTest`. */
  readonly page: Page;
  /** What went wrong on the test's page so far, with `pagePerTest`; checked after the test. */
  readonly problems: string[];
  /** A new watched page on the browser, signed in through the login screen when given who. */
  openPage(signedInAs?: Credentials): Promise<WatchedPage>;
}

/** Only inside tests and hooks: the describe block runs before `beforeAll` has made anything. */
function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`The e2e fixture's ${name} is not there yet`);
  return value;
}

/**
 * A server and a browser for the journeys of the describe block it is called in: started in
 * `beforeAll`, closed in `afterAll`; with `pagePerTest`, a watched page for each test as well.
 */
export function useE2eServer({
  withAdmin = false,
  pagePerTest = false,
  stepTimeout,
  env = {},
  ...serverOptions
}: E2eFixtureOptions = {}): E2eFixture {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  let current: WatchedPage | undefined;

  const openPage = async (signedInAs?: Credentials): Promise<WatchedPage> => {
    const watched = await openWatchedPage(ready(browser, 'browser'));
    if (stepTimeout) watched.page.setDefaultTimeout(stepTimeout);
    if (signedInAs) await logIn(watched.page, ready(server, 'server').url, signedInAs);
    return watched;
  };

  beforeAll(async () => {
    server = await startE2eServer({
      ...serverOptions,
      env: {
        ...(withAdmin && { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
        ...(typeof env === 'function' ? await env() : env),
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  if (pagePerTest) {
    beforeEach(async () => {
      current = await openPage();
    });
    afterEach(async () => {
      const { page, problems } = ready(current, 'page');
      current = undefined;
      await page.close();
      expect(problems).toEqual([]);
    });
  }

  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get page() {
      return ready(current, 'page').page;
    },
    get problems() {
      return ready(current, 'page').problems;
    },
    openPage,
  };
}
