import { asc, count, exists, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { onSale } from '../catalogue/product-rows.js';
import { products, users } from '../db/schema/index.js';

/** The sitemaps protocol's limit on one file; past it, `/sitemap.xml` is an index of numbered files. */
export const URLS_PER_SITEMAP = 50_000;

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlText = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const sellsNow = exists(
  sql`(select 1 from ${products} where ${products.sellerId} = ${users.id} and ${onSale})`,
);

function urlset(urls: SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod }) =>
    lastmod
      ? `<url><loc>${xmlText(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`
      : `<url><loc>${xmlText(loc)}</loc></url>`,
  );
  return [XML_HEAD, `<urlset ${NAMESPACE}>`, ...entries, '</urlset>', ''].join('\n');
}

function sitemapIndex(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${xmlText(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return [XML_HEAD, `<sitemapindex ${NAMESPACE}>`, ...entries, '</sitemapindex>', ''].join('\n');
}

/**
 * The sitemap's URLs from `offset`, `limit` of them, in one order: explore, then every approved
 * product by id (with `lastmod`), then every seller with an approved product by username.
 */
async function urlsOf(db: Db, origin: string, offset: number, limit: number, productCount: number) {
  const urls: SitemapUrl[] = offset === 0 ? [{ loc: `${origin}/explore` }] : [];
  const productOffset = Math.max(0, offset - 1);
  const productRows =
    productOffset < productCount
      ? await db
          .select({ id: products.id, updatedAt: products.updatedAt })
          .from(products)
          .where(onSale)
          .orderBy(asc(products.id))
          .offset(productOffset)
          .limit(limit - urls.length)
      : [];
  urls.push(
    ...productRows.map((row) => ({ loc: `${origin}/product/${row.id}`, lastmod: row.updatedAt })),
  );
  if (urls.length < limit) {
    const sellers = await db
      .select({ username: users.username })
      .from(users)
      .where(sellsNow)
      .orderBy(asc(sql`lower(${users.username})`))
      .offset(Math.max(0, offset - 1 - productCount))
      .limit(limit - urls.length);
    urls.push(
      ...sellers.map((seller) => ({
        loc: `${origin}/seller/${encodeURIComponent(seller.username)}`,
      })),
    );
  }
  return urls;
}

/**
 * `/sitemap.xml` (`file` null) or `/sitemap-{file}.xml`: every URL in one file up to `perFile`, an
 * index of numbered files past it. `null` for a numbered file that does not exist.
 */
export async function sitemapOf(
  db: Db,
  origin: string,
  file: number | null,
  perFile = URLS_PER_SITEMAP,
): Promise<string | null> {
  const [productTotal] = await db.select({ value: count() }).from(products).where(onSale);
  const [sellerTotal] = await db.select({ value: count() }).from(users).where(sellsNow);
  const productCount = productTotal?.value ?? 0;
  const total = 1 + productCount + (sellerTotal?.value ?? 0);
  const files = Math.ceil(total / perFile);
  if (file === null) {
    return files === 1
      ? urlset(await urlsOf(db, origin, 0, perFile, productCount))
      : sitemapIndex(origin, files);
  }
  if (files === 1 || file > files) return null;
  return urlset(await urlsOf(db, origin, (file - 1) * perFile, perFile, productCount));
}
