import type { Product } from '@plaza/api';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/accounts.js';
import { useE2eServer } from './support/fixture.js';
import { switchToEnglish } from './support/page.js';
import { accessTokenOf } from './support/purchases.js';

/** What a crawler or a chat's link preview reads: the HTML as sent, no script run. */
interface CrawlerView {
  status: number | undefined;
  title: string;
  lang: string | null;
  meta(key: string): Promise<string | null>;
  structuredData(): Promise<Record<string, unknown>[]>;
}

async function crawl(context: BrowserContext, url: string): Promise<CrawlerView> {
  const page: Page = await context.newPage();
  const response = await page.goto(url);
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
  return {
    status: response?.status(),
    title: await page.title(),
    lang: await page.locator('html').getAttribute('lang'),
    meta,
    structuredData: async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as Record<string, unknown>,
      ),
  };
}

/** Text with its spaces (a price's no-break space too) as one plain space each. */
const plainSpaces = (text: string) => text.replace(/\s+/g, ' ');

/** A price as the pages write it: dollars in the page's language (the app's formatMoney). */
const dollars = (amount: string, language: 'es' | 'en') =>
  plainSpaces(
    new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(Number(amount)),
  );

/** The text a crawler reads in a page's body. */
const bodyText = async (page: Page) =>
  plainSpaces((await page.locator('body').textContent()) ?? '');

describe('pages that crawlers and link previews read', () => {
  const e2e = useE2eServer({ withDemoShop: true, withAdmin: true, pagePerTest: true });
  let crawler: BrowserContext;
  let product: Product;

  beforeAll(async () => {
    // Closed with the fixture's browser.
    crawler = await e2e.browser.newContext({ javaScriptEnabled: false });
    const { url } = e2e.server;
    const page = (await (await fetch(`${url}/api/marketplace/products/?page_size=1`)).json()) as {
      results: { id: number }[];
    };
    const id = page.results[0]?.id;
    product = (await (await fetch(`${url}/api/marketplace/products/${id}/`)).json()) as Product;
  });

  it('shows a product’s name, photo and price, and its schema.org Product, from the HTML alone', async () => {
    const { url } = e2e.server;
    const view = await crawl(crawler, `${url}/product/${product.id}`);
    expect(view.status).toBe(200);
    expect(view.title).toBe(`${product.name} · Plaza`);
    expect(view.lang).toBe('es');
    await expect(view.meta('og:title')).resolves.toBe(product.name);
    await expect(view.meta('og:image')).resolves.toBe(product.photos[0]?.image);
    await expect(view.meta('og:url')).resolves.toBe(`${url}/product/${product.id}`);
    await expect(view.meta('product:price:amount')).resolves.toBe(product.price);
    await expect(view.meta('description')).resolves.toBe(product.short_description);
    const [item] = await view.structuredData();
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { price: product.price, priceCurrency: 'USD' },
    });
    // The photo the card points at is there to fetch.
    const photo = await fetch(product.photos[0]?.image ?? '');
    expect(photo.status).toBe(200);
  });

  it('draws a product’s name, price and description in the HTML, before any script runs', async () => {
    const { url } = e2e.server;
    const page = await crawler.newPage();
    await page.goto(`${url}/product/${product.id}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(product.name);
    // Styled already: the theme's class is on <html>, so the page's spacing applies.
    const inset = await page.locator('main').evaluate((main) => getComputedStyle(main).paddingTop);
    expect(inset).not.toBe('0px');
    const text = await bodyText(page);
    expect(text).toContain(dollars(product.price, 'es'));
    expect(text).toContain(plainSpaces(product.description).slice(0, 80));
    await page.close();
  });

  it('lists explore’s first page, and a seller’s products, as links with name and price from the HTML alone', async () => {
    const { url } = e2e.server;
    const firstPage = (await (
      await fetch(`${url}/api/marketplace/products/?page=1&page_size=12&ordering=-created`)
    ).json()) as { results: Pick<Product, 'id' | 'name' | 'price'>[] };
    const page = await crawler.newPage();
    for (const address of ['/explore', `/seller/${product.seller.username}`]) {
      await page.goto(`${url}${address}`);
      const links = page.locator(`a[href="/product/${product.id}"]`);
      await expect(links.count(), address).resolves.toBeGreaterThan(0);
      expect(await bodyText(page), address).toContain(dollars(product.price, 'es'));
    }
    // The site's own address is explore's, as the app has it.
    await page.goto(`${url}/?search=`);
    expect(page.url()).toBe(`${url}/explore?search=`);
    for (const listed of firstPage.results) {
      const card = page.locator(`a[href="/product/${listed.id}"]`).first();
      await expect(card.textContent()).resolves.toContain(listed.name);
    }
    await page.close();
  });

  it('is taken over by the app as drawn: no error, no second call for the product, and it works', async () => {
    const { page, server } = e2e;
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/product/${product.id}`);
    await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
    await page.getByRole('button', { name: 'Carrito, 1 producto' }).waitFor();
    expect(calls).not.toContain(`/api/marketplace/products/${product.id}/`);
    // Any hydration error would be among the page's problems, which the fixture expects empty.
  });

  it('is drawn in the language, direction and colours the visitor keeps, and taken over as drawn, with no second call', async () => {
    const { server } = e2e;
    const { page, problems } = await e2e.openPage();
    await page.goto(`${server.url}/explore`);
    await page.evaluate(() => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('direction', '"rtl"');
      localStorage.setItem('darkMode', 'true');
    });
    // The app mirrors them into the cookies the server reads once its first screen shows; the
    // screen, drawn by the app alone (the server did not know them yet), has made its calls.
    await page.reload({ waitUntil: 'networkidle' });
    // Its filters' categories come last: asked for once they show, not after the calls are watched.
    await page.getByRole('grid', { name: 'Categories' }).waitFor();
    const scheme = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'plaza_scheme')?.value;
    await expect.poll(scheme).toBe('dark');
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    const answer = await page.goto(`${server.url}/explore`);
    const html = (await answer?.text()) ?? '';
    expect(html).toMatch(/<html lang="en" dir="rtl" class="[\w-]+">/);
    expect(html).toContain('<h1');
    await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
    await page.getByRole('button', { name: 'Dark mode', pressed: true }).waitFor();
    // The side column's filters come once the app has taken over, offering the categories the
    // page carried: their chips are on show before the calls are read.
    await page.getByRole('grid', { name: 'Categories' }).waitFor();
    expect(calls).not.toContain('/api/marketplace/products/');
    expect(calls).not.toContain('/api/marketplace/categories/');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers 404 for an unknown product and one waiting for review, and noindex for private pages', async () => {
    const { url } = e2e.server;
    const admin = await accessTokenOf(url, ADMIN);
    const waiting = (await (
      await fetch(`${url}/api/marketplace/admin/products/?status=pending_approval`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { results: { id: number }[] };
    const pendingId = waiting.results[0]?.id;
    expect(pendingId).toBeDefined();
    for (const path of ['/product/999999', `/product/${pendingId}`, '/seller/nobody_here']) {
      const view = await crawl(crawler, `${url}${path}`);
      expect(view.status, path).toBe(404);
      await expect(view.meta('robots')).resolves.toBe('noindex');
    }
    const cart = await crawl(crawler, `${url}/cart`);
    expect(cart.status).toBe(200);
    await expect(cart.meta('robots')).resolves.toBe('noindex');
  });

  it('names explore’s search in its title, and lists robots.txt and a sitemap that parses as XML', async () => {
    const { page, server } = e2e;
    const search = await crawl(crawler, `${server.url}/explore?search=cafetera`);
    expect(search.title).toBe('Resultados para «cafetera» · Plaza');

    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');

    // Parsed by the browser's own XML parser, which refuses what is not well formed.
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      return {
        failed: document.getElementsByTagName('parsererror').length > 0,
        root: document.documentElement.localName,
        locations: [...document.getElementsByTagName('loc')].map((loc) => loc.textContent),
      };
    }, xml);
    expect(parsed.failed).toBe(false);
    expect(parsed.root).toBe('urlset');
    expect(parsed.locations).toContain(`${server.url}/product/${product.id}`);
    expect(parsed.locations).toContain(`${server.url}/seller/${product.seller.username}`);
  });

  it('writes the next page in the language a visitor chose, and the tab keeps the product’s name', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await expect(page.title()).resolves.toBe(`${product.name} · Plaza`);
    await switchToEnglish(page);
    // The app mirrors the choice into a cookie once its first screen shows.
    const language = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'plaza_language')?.value;
    await expect.poll(language).toBe('en');
    const cookies = await page.context().cookies();

    await crawler.addCookies(cookies.filter((cookie) => cookie.name.startsWith('plaza_')));
    const view = await crawl(crawler, `${server.url}/product/${product.id}`);
    expect(view.lang).toBe('en');
    await expect(view.meta('og:locale')).resolves.toBe('en_US');
    await crawler.clearCookies();
  });
});
