import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products, purchaseItems, purchases, sales } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import type { FileStorage } from '../storage/storage.js';
import { canDownload } from './answers.js';
import { withSales } from './item-rows.js';

export interface Download {
  stream: Readable;
  size: number;
  /** The name to save it as: the product's name and the file's own extension. */
  filename: string;
}

/** `Curso de guitarra` + `private/…/x.pdf` → `Curso de guitarra.pdf`, with nothing a path could use. */
function filenameOf(productName: string, key: string): string {
  const extension = /\.([a-z0-9]{1,10})$/.exec(key)?.[1] ?? 'bin';
  const base = productName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base.slice(0, 100) || 'download'}.${extension}`;
}

/**
 * The digital file of an item, for its buyer only and only once its sale is sent; anything else is
 * `404`, so nobody learns what others bought.
 */
export async function openDownload(
  db: Db,
  storage: FileStorage,
  buyerId: number,
  purchaseId: number,
  itemId: number,
): Promise<Download> {
  const [row] = await withSales(
    db
      .select({
        isDigital: purchaseItems.isDigital,
        name: purchaseItems.productName,
        saleStatus: sales.status,
        fileKey: products.digitalFile,
      })
      .from(purchaseItems)
      .$dynamic(),
  )
    .innerJoin(products, eq(products.id, purchaseItems.productId))
    .where(
      and(
        eq(purchaseItems.id, itemId),
        eq(purchaseItems.purchaseId, purchaseId),
        eq(purchases.buyerId, buyerId),
      ),
    );
  if (!row?.fileKey || !canDownload(row.isDigital, row.saleStatus)) throw notFound();
  const file = await storage.open(row.fileKey);
  if (!file) throw notFound();
  return { ...file, filename: filenameOf(row.name, row.fileKey) };
}
