import { catalogueEndpoints, type Product } from '@plaza/api';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { registerUser, type TestUser } from './accounts.js';
import { bodyOf, call } from './http.js';
import { approvedProduct, startAdminServer } from './products.js';
import type { TestServer } from './test-server.js';

export interface ShopOptions {
  /** More of the server's environment, on top of the administrator's (`startAdminServer`). */
  env?: Record<string, string>;
  /** The seller's registration fields on top of `registration()`'s, such as their name. */
  seller?: Record<string, unknown>;
  /**
   * The product's fields on top of `productFields()`'s, or `false` where the file's tests make
   * their own products.
   * @default {} (the plain product)
   */
  product?: Record<string, unknown> | false;
}

export interface AdminServer {
  /** The file's server, started with the `ADMIN` administrator (from `beforeAll` on). */
  readonly server: TestServer;
  /** That administrator's access token. */
  readonly admin: string;
  /** The server's database, for what the API doesn't show or can't set. */
  db(): Db;
}

export interface Shop extends AdminServer {
  /** A registered user who sells `product`. */
  readonly seller: TestUser;
  /** The seller's approved product; none with `product: false`. */
  readonly product: Product;
  /** Another approved product of the seller: `productFields()` with `overrides` on top. */
  newProduct(overrides?: Record<string, unknown>): Promise<Product>;
  /** A product's stock now, as the administrator reads it. */
  stockOf(id: number): Promise<number>;
}

/** Only inside tests and hooks: the describe block runs before `beforeAll` has made anything. */
function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`The shop's ${name} is not there (yet)`);
  return value;
}

/**
 * A server with an administrator for the tests of the describe block it is called in: started in
 * `beforeAll` (with `env` on top of `startAdminServer`'s), closed in `afterAll`. For a file whose
 * tests share no seller or product; `useShop` adds those.
 */
export function useAdminServer(env?: Record<string, string>): AdminServer {
  let started: { server: TestServer; admin: string } | undefined;
  beforeAll(async () => {
    started = await startAdminServer(env);
  });
  afterAll(() => started?.server.close());

  return {
    get server() {
      return ready(started, 'server').server;
    },
    get admin() {
      return ready(started, 'admin').admin;
    },
    db() {
      return ready(started, 'server').server.server.database.db;
    },
  };
}

/**
 * A server with an administrator, a seller and their approved product for the tests of the describe
 * block it is called in: made in `beforeAll`, closed in `afterAll`. The file's own `beforeAll`,
 * written after it, runs after it and can build on it.
 */
export function useShop({
  env,
  seller: sellerFields,
  product: productOverrides = {},
}: ShopOptions = {}): Shop {
  const base = useAdminServer(env);
  let seller: TestUser | undefined;
  let product: Product | undefined;

  beforeAll(async () => {
    seller = await registerUser(base.server, sellerFields);
    if (productOverrides) {
      product = await approvedProduct(base.server, seller.access, base.admin, productOverrides);
    }
  });

  return {
    get server() {
      return base.server;
    },
    get admin() {
      return base.admin;
    },
    get seller() {
      return ready(seller, 'seller');
    },
    get product() {
      return ready(product, 'product');
    },
    newProduct: (overrides = {}) =>
      approvedProduct(base.server, ready(seller, 'seller').access, base.admin, overrides),
    stockOf: async (id) => {
      const answer = await call<Product>(base.server, catalogueEndpoints.product, {
        params: { id },
        token: base.admin,
      });
      return bodyOf(answer, 200).quantity;
    },
    db: () => base.db(),
  };
}
