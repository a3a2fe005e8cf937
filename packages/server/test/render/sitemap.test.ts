import { beforeAll, describe, expect, it } from 'vitest';
import { sitemapOf } from '../../src/render/sitemap.js';
import { registerUser } from '../support/accounts.js';
import { approvedProduct, createdProduct, moderate } from '../support/products.js';
import { useShop } from '../support/shop.js';

const ORIGIN = 'https://plaza.example';

/** Each `<loc>` of a sitemap or sitemap index, in order. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('the sitemap', () => {
  const shop = useShop();
  let expected: string[];
  let hidden: string[];

  beforeAll(async () => {
    const { server, admin, seller, product } = shop;
    const second = await approvedProduct(server, seller.access, admin, { name: 'Second lamp' });
    const pending = await createdProduct(server, seller.access, { name: 'Waiting lamp' });
    const suspended = await approvedProduct(server, seller.access, admin, { name: 'Bad lamp' });
    expect((await moderate(server, admin, suspended.id, 'suspended', 'Broken')).status).toBe(200);
    // Someone whose only product waits for approval sells nothing yet.
    const newcomer = await registerUser(server, { username: 'newcomer' });
    await createdProduct(server, newcomer.access, { name: 'Newcomer lamp' });
    expected = [
      `${ORIGIN}/explore`,
      `${ORIGIN}/product/${product.id}`,
      `${ORIGIN}/product/${second.id}`,
      `${ORIGIN}/seller/${encodeURIComponent(seller.username)}`,
    ];
    hidden = [pending.id, suspended.id].map((id) => `${ORIGIN}/product/${id}`);
    hidden.push(`${ORIGIN}/seller/newcomer`);
  });

  it('lists explore, every approved product with its last change, and every seller of one', async () => {
    const xml = await sitemapOf(shop.db(), ORIGIN, null);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locations(xml ?? '')).toEqual(expected);
    expect(xml).toContain(`<url><loc>${ORIGIN}/product/${shop.product.id}</loc><lastmod>`);
    for (const url of hidden) expect(xml).not.toContain(`<loc>${url}</loc>`);
  });

  it('becomes an index of numbered files past the limit, which hold every URL once', async () => {
    const index = await sitemapOf(shop.db(), ORIGIN, null, 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locations(index ?? '')).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`]);
    const files = await Promise.all([1, 2].map((file) => sitemapOf(shop.db(), ORIGIN, file, 3)));
    expect(files.flatMap((xml) => locations(xml ?? ''))).toEqual(expected);
    expect(await sitemapOf(shop.db(), ORIGIN, 3, 3)).toBeNull();
  });

  it('has no numbered files while one file holds everything', async () => {
    expect(await sitemapOf(shop.db(), ORIGIN, 1)).toBeNull();
  });
});
