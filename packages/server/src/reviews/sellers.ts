import type { Seller } from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { products, sales, users } from '../db/schema/index.js';
import { ratingOf } from './ratings.js';

/**
 * A seller's public page. Any user has one, with or without products: a page that exists only once
 * something is approved would come and go. Only these columns are ever read, so an e-mail, a last
 * name, a phone or an address can't reach the answer.
 */
const sellerColumns = {
  id: users.id,
  username: users.username,
  avatar: users.avatar,
  firstName: users.firstName,
  dateJoined: users.dateJoined,
  // Over every product the seller has had, archived ones too: deleting a product does not wipe
  // its reviews from the seller's record.
  ratingSum:
    sql<number>`(select coalesce(sum(${products.ratingSum}), 0) from ${products} where ${products.sellerId} = ${users.id})`.mapWith(
      Number,
    ),
  ratingCount:
    sql<number>`(select coalesce(sum(${products.ratingCount}), 0) from ${products} where ${products.sellerId} = ${users.id})`.mapWith(
      Number,
    ),
  salesCount:
    sql<number>`(select count(*) from ${sales} where ${sales.sellerId} = ${users.id} and ${sales.status} = 'received')`.mapWith(
      Number,
    ),
  productsCount:
    sql<number>`(select count(*) from ${products} where ${products.sellerId} = ${users.id} and ${products.status} = 'approved' and ${products.archivedAt} is null)`.mapWith(
      Number,
    ),
};

/** Usernames are unique whatever their case (db/schema/accounts.ts), and found so. */
const named = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

/** The seller with this username, with their page's figures; `undefined` when nobody has it. */
export async function findSeller(db: Db, username: string) {
  const [row] = await db.select(sellerColumns).from(users).where(named(username));
  return row;
}

/** The id of the seller with this username, without their figures; `undefined` when nobody has it. */
export async function sellerIdOf(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(named(username));
  return row?.id;
}

type FoundSeller = NonNullable<Awaited<ReturnType<typeof findSeller>>>;

/** The `Seller` of API.md; `urlOf` makes the avatar's key an absolute URL. */
export function sellerAnswer(seller: FoundSeller, urlOf: (key: string) => string): Seller {
  return {
    username: seller.username,
    avatar: seller.avatar ? urlOf(seller.avatar) : null,
    first_name: seller.firstName,
    date_joined: seller.dateJoined.toISOString(),
    rating: ratingOf(seller.ratingSum, seller.ratingCount),
    sales_count: seller.salesCount,
    products_count: seller.productsCount,
  };
}
