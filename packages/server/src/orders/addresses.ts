import {
  MAX_ADDRESSES,
  type Address,
  type AddressBody,
  type AddressChanges,
  type ShippingAddress,
} from '@plaza/api';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import type { Db } from '../db/database.js';
import { addresses, users, type AddressCopy } from '../db/schema/index.js';
import { HttpError, invalidField, notFound } from '../http/http-error.js';

type AddressRow = typeof addresses.$inferSelect;

/** The fields a purchase copies: the address as it was, never a link to the address book. */
export function addressCopy(row: AddressRow): AddressCopy & ShippingAddress {
  return {
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    postal_code: row.postalCode,
    phone_number: row.phoneNumber,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

function addressAnswer(row: AddressRow): Address {
  return { id: row.id, ...addressCopy(row), is_default: row.isDefault };
}

type Columns = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** The columns a validated body, or part of one, sets. */
function columnsOf(body: AddressBody): Columns;
function columnsOf(body: AddressChanges): Partial<Columns>;
function columnsOf(body: AddressChanges): Partial<Columns> {
  const trim = (value: string | undefined) => value?.trim();
  return {
    address: trim(body.address),
    city: trim(body.city),
    state: trim(body.state),
    country: body.country,
    postalCode: trim(body.postal_code),
    phoneNumber: body.phone_number,
    location: trim(body.location),
    latitude: body.latitude,
    longitude: body.longitude,
    isDefault: body.is_default,
  };
}

function checkCountry(code: string | undefined): void {
  if (code !== undefined && !countries.isValid(code)) {
    throw invalidField('country', 'Choose a country from the list.');
  }
}

/**
 * Runs `change` with the user's row locked, so that two requests of one user never both hold a
 * default address or pass the address limit together.
 */
function forUser<T>(db: Db, userId: number, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return change(tx);
  });
}

async function unsetDefault(tx: Db, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/** The user's address book, the default first, then in the order they were added. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(addressAnswer);
}

/** One of the user's addresses; someone else's is `undefined`, as if it did not exist. */
export async function findAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

export async function createAddress(db: Db, userId: number, body: AddressBody): Promise<Address> {
  checkCountry(body.country);
  const row = await forUser(db, userId, async (tx) => {
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if ((counted?.count ?? 0) >= MAX_ADDRESSES) {
      throw new HttpError(
        400,
        'address_limit',
        `An address book holds at most ${MAX_ADDRESSES} addresses.`,
      );
    }
    if (body.is_default) await unsetDefault(tx, userId);
    const [inserted] = await tx
      .insert(addresses)
      .values({ ...columnsOf(body), userId })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('the address insert answered no row');
  return addressAnswer(row);
}

export async function updateAddress(
  db: Db,
  userId: number,
  addressId: number,
  changes: AddressChanges,
): Promise<Address> {
  checkCountry(changes.country);
  const row = await forUser(db, userId, async (tx) => {
    if (!(await findAddress(tx, userId, addressId))) throw notFound();
    if (changes.is_default) await unsetDefault(tx, userId);
    const set = Object.fromEntries(
      Object.entries(columnsOf(changes)).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(set).length === 0) return findAddress(tx, userId, addressId);
    const [updated] = await tx
      .update(addresses)
      .set(set)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning();
    return updated;
  });
  if (!row) throw notFound();
  return addressAnswer(row);
}

/** Erases the address; purchases keep their own copies. */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<void> {
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw notFound();
}
