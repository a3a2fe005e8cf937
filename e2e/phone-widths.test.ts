import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../app/src/config/paths.js';
import { fetchAsPageUser, type Credentials } from './support/accounts.js';
import { useE2eServer } from './support/fixture.js';

/** A common phone's width, and the narrowest phones' (issue 36: every route fits both). */
const PHONE_WIDTHS = [390, 320] as const;

/** The paths that take a parameter (a function in `paths`). */
type PathWithParameter = {
  [Name in keyof typeof paths]: (typeof paths)[Name] extends string ? never : Name;
}[keyof typeof paths];

/** What fills each path's parameter for one person: a new path with one fails to type-check here. */
type PathParameters = Record<PathWithParameter, number | string>;

/** Every path of the app, from its own list (app/src/config/paths.ts), for one person. */
const everyPath = (parameters: PathParameters): string[] =>
  Object.entries(paths).map(([name, path]) =>
    typeof path === 'string' ? path : path(String(parameters[name as PathWithParameter])),
  );

/** The demo shop's administrator (README.md, Demo accounts), who reads everyone's purchases. */
const DEMO_ADMIN: Credentials = { username: 'plaza_admin', password: 'Plaza-Admin-26' };
/** A demo seller with products, sales, purchases and earnings: every screen has rows. */
const DEMO_SELLER: Credentials = { username: 'tienda_aurora', password: 'Aurora-Vitrina-26' };

/** A page of a list answer, as far as this journey reads it. */
interface ListPage<T> {
  results: T[];
}

/** Whether the screen has what it will show: its title, and nothing left loading (run in the page). */
const screenSettled = () => {
  const main = document.querySelector('main');
  return (
    main?.querySelector('h1') != null &&
    main.querySelector('[aria-busy="true"]') === null &&
    // innerText, which leaves out what is hidden: a button's pending label is always laid out.
    !main.innerText.includes('Cargando')
  );
};

/** Waits until the screen at `path` has settled; fails naming the path and what it shows. */
async function settled(page: Page, path: string): Promise<void> {
  try {
    await page.waitForFunction(screenSettled);
  } catch (error) {
    const shown = await page.evaluate(() => {
      const main = document.querySelector('main');
      const busy = main?.querySelector('[aria-busy="true"]') ? ' (something is busy)' : '';
      return `${main?.innerText.slice(0, 300)}${busy}`;
    });
    throw new Error(`${path} never settled: ${shown}`, { cause: error });
  }
}

/**
 * Each path that is wider than the window at each phone width, with how wide it is: the page
 * scrolls sideways there. The window changes width on the loaded page, as a phone turning would.
 */
async function sidewaysAt(page: Page, url: string, pathsToOpen: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of pathsToOpen) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
    await page.goto(`${url}${path}`);
    await settled(page, path);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const scrollWidth = await page.evaluate(async () => {
        // What follows the window's width (the chart's drawing) does so by the second frame.
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        await frame();
        await frame();
        return document.documentElement.scrollWidth;
      });
      if (scrollWidth > width) wide.push(`${path} at ${width} px is ${scrollWidth} px wide`);
    }
  }
  return wide;
}

/** A product on sale without questions, where a visitor is asked to sign in to ask one. */
async function productWithoutQuestions(url: string): Promise<number> {
  const { results } = (await (
    await fetch(`${url}/api/marketplace/products/?page_size=24`)
  ).json()) as ListPage<{ id: number }>;
  for (const { id } of results) {
    const questions = (await (
      await fetch(`${url}/api/marketplace/products/${id}/questions/`)
    ).json()) as ListPage<unknown>;
    if (questions.results.length === 0) return id;
  }
  throw new Error('every product of the first page has questions');
}

describe('every screen on a phone', () => {
  // Problems are not this journey's business: a visitor on a private page, say, is sent away.
  const e2e = useE2eServer({ withDemoShop: true, stepTimeout: 20_000 });

  /** The parameters of the paths, from what `page`'s person sees (`purchases`: their list's). */
  async function parametersFor(page: Page, purchases: string): Promise<PathParameters> {
    const product = await productWithoutQuestions(e2e.server.url);
    const [mine] = (
      await fetchAsPageUser<ListPage<{ id: number }>>(page, '/api/marketplace/products/mine/')
    ).results;
    const [{ purchase_id: purchase }] = (
      await fetchAsPageUser<ListPage<{ purchase_id: number }>>(page, purchases)
    ).results as [{ purchase_id: number }];
    const [sold] = (
      await fetchAsPageUser<ListPage<{ id: number }>>(page, '/api/marketplace/products-sales/')
    ).results;
    const [claimed] = (
      await fetchAsPageUser<ListPage<{ id: number }>>(page, '/api/marketplace/claims/')
    ).results;
    return {
      product,
      editProduct: mine?.id ?? product,
      checkoutPayment: purchase,
      purchase,
      sale: sold?.id ?? 1,
      claim: claimed?.id ?? 1,
      seller: DEMO_SELLER.username,
    };
  }

  it('fits a visitor at 320 and 390 px on every path', async () => {
    const { page } = await e2e.openPage();
    const product = await productWithoutQuestions(e2e.server.url);
    const parameters: PathParameters = {
      product,
      editProduct: product,
      checkoutPayment: 1,
      purchase: 1,
      sale: 1,
      claim: 1,
      seller: DEMO_SELLER.username,
    };
    expect(await sidewaysAt(page, e2e.server.url, everyPath(parameters))).toEqual([]);
  });

  it('fits a seller at 320 and 390 px on every path', async () => {
    const { page } = await e2e.openPage(DEMO_SELLER);
    const parameters = await parametersFor(page, '/api/marketplace/products-purchase/');
    expect(await sidewaysAt(page, e2e.server.url, everyPath(parameters))).toEqual([]);
  });

  it('fits an administrator at 320 and 390 px on every path', async () => {
    const { page } = await e2e.openPage(DEMO_ADMIN);
    const parameters = await parametersFor(page, '/api/marketplace/admin/purchases/');
    expect(await sidewaysAt(page, e2e.server.url, everyPath(parameters))).toEqual([]);
  });
});
