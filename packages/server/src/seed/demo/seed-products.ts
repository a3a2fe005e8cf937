import { ProductBody } from '@plaza/api';
import { create } from 'superstruct';
import { createProduct } from '../../catalogue/create-product.js';
import { setProductStatus } from '../../catalogue/moderation.js';
import { withoutEffects } from '../../changes/without-effects.js';
import type { Db } from '../../db/database.js';
import { categories } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { createDemoSellers, type DemoUserName } from './create-sellers.js';
import type { DemoCategorySlug, DemoProduct } from './demo-product.js';
import { renderPicture } from './product-picture.js';
import { demoShelves } from './products/index.js';

/** Products prepared at once: enough to keep both cores busy rendering while the database writes. */
const BATCH_SIZE = 4;

interface Placed {
  category: DemoCategorySlug;
  product: DemoProduct;
}

/**
 * The shelves dealt out in turns, one product of each category after another, so the newest
 * products on explore's first page come from every category rather than the last one.
 */
export function dealtProducts(): Placed[] {
  const longest = Math.max(...demoShelves.map((shelf) => shelf.products.length));
  return Array.from({ length: longest }, (_, turn) =>
    demoShelves.flatMap(({ category, products }) => {
      const product = products[turn];
      return product ? [{ category, product }] : [];
    }),
  ).flat();
}

/** A demo product as the body a seller's form would send, checked by the same rules. */
export function demoProductBody(product: DemoProduct, categoryId: number): ProductBody {
  return create(
    {
      name: product.name,
      short_description: product.shortDescription,
      description: product.description,
      category: categoryId,
      brand: product.brand,
      price: product.price,
      shipping_price: product.shippingPrice,
      quantity: product.quantity,
      is_digital: product.isDigital ?? false,
      attributes: product.attributes.map(([name, value]) => ({ name, value })),
      levels: product.levels.map((percentage, index) => ({
        level: index + 1,
        payment_percentage: percentage,
      })),
    },
    ProductBody,
  );
}

/** What a buyer of a demo digital product downloads: a note saying what a real one would hold. */
function demoDigitalFile(product: DemoProduct) {
  const note = `«${product.name}»\n\nGracias por tu compra. Este archivo acompaña a un producto de la tienda de demostración de Plaza: en una tienda real, aquí estaría lo que compraste.\n`;
  return { data: Buffer.from(note, 'utf8'), filename: 'leeme.txt' };
}

async function picturesOf({ category, product }: Placed): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: product.pictures ?? 1 }, (_, view) =>
      renderPicture({ name: product.name, category, view }),
    ),
  );
}

/**
 * Opens the demo sellers' accounts and puts their products on sale through the catalogue, as a seller
 * and an administrator would: created, then approved or suspended, some tagged as network products.
 * Expects the demo categories in place. Answers the demo accounts' user ids by username.
 */
export async function seedDemoProducts(
  db: Db,
  storage: FileStorage,
): Promise<Map<DemoUserName, number>> {
  const sellerIds = await createDemoSellers(db, storage);
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map(
      ({ id, slug }) => [slug, id],
    ),
  );
  const place = async (placed: Placed) => {
    const { product } = placed;
    const categoryId = categoryIds.get(placed.category);
    if (categoryId === undefined) throw new Error(`demo category ${placed.category} is missing`);
    const photos = await picturesOf(placed);
    const sellerId = sellerIds.get(product.seller);
    if (sellerId === undefined) throw new Error(`demo seller ${product.seller} is missing`);
    const id = await createProduct(
      db,
      storage,
      sellerId,
      demoProductBody(product, categoryId),
      photos,
      {
        isTctProduct: product.network ?? false,
        digitalFile: product.isDigital ? demoDigitalFile(product) : undefined,
      },
    );
    const status = product.status ?? 'approved';
    if (status !== 'pending_approval')
      await setProductStatus(withoutEffects(db), id, status, product.reason);
  };
  const queue = dealtProducts();
  for (let start = 0; start < queue.length; start += BATCH_SIZE) {
    await Promise.all(queue.slice(start, start + BATCH_SIZE).map(place));
  }
  return sellerIds;
}
