import type { Seller } from '@plaza/api';
import { eq, sql, type SQL } from 'drizzle-orm';
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
};

/** Usernames are unique whatever their case (db/schema/accounts.ts), and found so. */
const named = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

/**
 * A number one subquery reads. Drizzle writes the columns of a select without their table's name, so
 * a subquery here can't name the outer row's columns: each one takes the seller's id as a value.
 */
const numberFrom = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** The figures of a seller's page, read in one statement so they agree with each other. */
async function figuresOf(db: Db, sellerId: number) {
  const [figures] = await db
    .select({
      // Over every product the seller has had, archived ones too: deleting a product does not
      // wipe its reviews from the seller's record.
      ratingSum: numberFrom(
        sql`select coalesce(sum(${products.ratingSum}), 0) from ${products} where ${products.sellerId} = ${sellerId}`,
      ),
      ratingCount: numberFrom(
        sql`select coalesce(sum(${products.ratingCount}), 0) from ${products} where ${products.sellerId} = ${sellerId}`,
      ),
      salesCount: numberFrom(
        sql`select count(*) from ${sales} where ${sales.sellerId} = ${sellerId} and ${sales.status} = 'received'`,
      ),
      productsCount: numberFrom(
        sql`select count(*) from ${products} where ${products.sellerId} = ${sellerId} and ${products.status} = 'approved' and ${products.archivedAt} is null`,
      ),
    })
    .from(users)
    .where(eq(users.id, sellerId));
  if (!figures) throw new Error(`no figures for seller ${sellerId}`);
  return figures;
}

/** The seller with this username, with their page's figures; `undefined` when nobody has it. */
export async function findSeller(db: Db, username: string) {
  const [seller] = await db.select(sellerColumns).from(users).where(named(username));
  return seller && { ...seller, ...(await figuresOf(db, seller.id)) };
}

/** The id of the seller with this username, without their figures; `undefined` when nobody has it. */
export async function sellerIdOf(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(named(username));
  return row?.id;
}

type FoundSeller = NonNullable<Awaited<ReturnType<typeof findSeller>>>;

/** The `Seller` of docs/api.md; `urlOf` makes the avatar's key an absolute URL. */
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
