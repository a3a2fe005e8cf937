import type { Product, ProductPhoto, ProductSummary } from '@plaza/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { categories, productPhotos, users } from '../db/schema/index.js';
import type { Language } from '../http/language.js';
import type { FileStorage } from '../storage/storage.js';
import { ratingOf } from '../reviews/ratings.js';
import { heldUnits, purchasedProducts } from './purchases.js';
import { attributesOf, levelsOf } from './details.js';
import type { ProductRow } from './product-rows.js';

/** What answers need beyond the rows: where files are, as whom the caller sees them, in which language. */
export interface AnswerContext {
  db: Db;
  storage: FileStorage;
  origin: string;
  language: Language;
  /**
   * The signed-in caller the answer is made for: their own products (every product, for an
   * administrator) show the units held unpaid. Absent for a visitor's answer, which is kept and
   * given to anyone (routes/catalogue/visitor-answers.ts), so it never holds them.
   */
  viewer?: { id: number; isAdmin: boolean };
}

/** Whether `viewer` sees what only a product's seller and administrators see. */
const seesOwnerFields = (viewer: AnswerContext['viewer'], row: ProductRow) =>
  !!viewer && (viewer.isAdmin || viewer.id === row.sellerId);

type PhotoRow = typeof productPhotos.$inferSelect;

function photoAnswer({ storage, origin }: AnswerContext, photo: PhotoRow): ProductPhoto {
  return {
    id: photo.id,
    image: storage.urlOf(photo.largeKey, origin),
    thumbnail: storage.urlOf(photo.thumbnailKey, origin),
    position: photo.position,
  };
}

/**
 * The category names and sellers of `rows`, by id, which have purchases, and the units held unpaid
 * of those the viewer may see them of, in four queries at most whatever the number of rows.
 */
async function relatedOf(context: AnswerContext, rows: ProductRow[]) {
  const { db, storage, origin, language, viewer } = context;
  const categoryIds = [...new Set(rows.map((row) => row.categoryId))];
  const sellerIds = [...new Set(rows.map((row) => row.sellerId))];
  const name = language === 'en' ? categories.nameEn : categories.nameEs;
  const [categoryRows, sellerRows, purchased, held] = await Promise.all([
    db
      .select({ id: categories.id, name })
      .from(categories)
      .where(inArray(categories.id, categoryIds)),
    db
      .select({ id: users.id, username: users.username, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, sellerIds)),
    purchasedProducts(
      db,
      rows.map((row) => row.id),
    ),
    heldUnits(
      db,
      rows.filter((row) => seesOwnerFields(viewer, row)).map((row) => row.id),
    ),
  ]);
  return {
    purchased,
    held,
    categories: new Map(categoryRows.map((category) => [category.id, category])),
    sellers: new Map(
      sellerRows.map((seller) => [
        seller.id,
        { ...seller, avatar: seller.avatar ? storage.urlOf(seller.avatar, origin) : null },
      ]),
    ),
  };
}

function summaryOf(
  { viewer }: AnswerContext,
  row: ProductRow,
  related: Awaited<ReturnType<typeof relatedOf>>,
  photos: ProductPhoto[],
): ProductSummary {
  const category = related.categories.get(row.categoryId);
  const seller = related.sellers.get(row.sellerId);
  if (!category || !seller) throw new Error(`product ${row.id} lost its category or seller`);
  return {
    id: row.id,
    name: row.name,
    short_description: row.shortDescription,
    category,
    brand: row.brand,
    price: row.price,
    shipping_price: row.shippingPrice,
    quantity: row.quantity,
    is_digital: row.isDigital,
    is_tct_product: row.isTctProduct,
    status: row.status,
    moderation_reason: row.moderationReason,
    reserved_quantity: seesOwnerFields(viewer, row) ? (related.held.get(row.id) ?? 0) : null,
    photos,
    seller,
    has_purchases: related.purchased.has(row.id),
    rating: ratingOf(row.ratingSum, row.ratingCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `ProductSummary` answers for a page of rows, in their order, each with its first photo only. */
export async function summaryAnswers(
  context: AnswerContext,
  rows: ProductRow[],
): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [related, firstPhotos] = await Promise.all([
    relatedOf(context, rows),
    // Positions are kept 0, 1, 2… (product-parts.ts, update-product.ts), so the first photo is the one at 0.
    context.db
      .select()
      .from(productPhotos)
      .where(and(inArray(productPhotos.productId, ids), eq(productPhotos.position, 0))),
  ]);
  const photoOf = new Map(firstPhotos.map((photo) => [photo.productId, photo]));
  return rows.map((row) => {
    const photo = photoOf.get(row.id);
    return summaryOf(context, row, related, photo ? [photoAnswer(context, photo)] : []);
  });
}

/** The whole `Product`: every photo, its attributes and its levels. */
export async function productAnswer(context: AnswerContext, row: ProductRow): Promise<Product> {
  const { db } = context;
  const [related, photos, attributes, levels] = await Promise.all([
    relatedOf(context, [row]),
    db
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, row.id))
      .orderBy(asc(productPhotos.position)),
    attributesOf(db, row.id),
    levelsOf(db, row.id),
  ]);
  return {
    ...summaryOf(
      context,
      row,
      related,
      photos.map((photo) => photoAnswer(context, photo)),
    ),
    description: row.description,
    attributes,
    levels,
  };
}
