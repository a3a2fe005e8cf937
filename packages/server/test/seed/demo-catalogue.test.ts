import { Email, Password, ShortDescription } from '@plaza/api';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { isGuessable } from '../../src/auth/password-strength.js';
import { demoCategories } from '../../src/seed/demo-categories.js';
import { dealtProducts, demoProductBody } from '../../src/seed/demo/seed-products.js';
import { demoAdmin } from '../../src/seed/demo/demo-admin.js';
import { demoSellers } from '../../src/seed/demo/sellers.js';

const placed = dealtProducts();
const products = placed.map(({ product }) => product);
const statusOf = (product: (typeof products)[number]) => product.status ?? 'approved';
const approved = placed.filter(({ product }) => statusOf(product) === 'approved');

describe('the demo catalogue', () => {
  it('passes the rules a seller’s form is held to, every product of it', () => {
    for (const [index, { product }] of placed.entries()) {
      expect(() => demoProductBody(product, index + 1), product.name).not.toThrow();
    }
  });

  it('has at least 60 approved products, in every demo category', () => {
    expect(approved.length).toBeGreaterThanOrEqual(60);
    const used = new Set(approved.map(({ category }) => category));
    expect([...used].sort()).toEqual(demoCategories.map(({ slug }) => slug).sort());
  });

  it('gives the admin screens products waiting for review and suspended ones with a reason', () => {
    const pending = products.filter((product) => statusOf(product) === 'pending_approval');
    const suspended = products.filter((product) => statusOf(product) === 'suspended');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(suspended.length).toBeGreaterThanOrEqual(2);
    for (const product of suspended) expect(product.reason?.length).toBeGreaterThan(10);
    for (const product of products.filter((item) => statusOf(item) !== 'suspended')) {
      expect(product.reason).toBeUndefined();
    }
  });

  it('mixes digital products (shipped free), network products and sold-out ones', () => {
    const digital = approved.filter(({ product }) => product.isDigital);
    expect(digital.length).toBeGreaterThanOrEqual(5);
    for (const { product } of digital) expect(product.shippingPrice).toBe('0.00');
    expect(approved.filter(({ product }) => product.network).length).toBeGreaterThanOrEqual(5);
    expect(approved.filter(({ product }) => product.quantity === 0).length).toBeGreaterThan(1);
  });

  it('names each product once, and describes it at length beyond its short description', () => {
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
    for (const product of approved.map((item) => item.product)) {
      expect(is(product.shortDescription, ShortDescription), product.name).toBe(true);
      expect(product.description.length, product.name).toBeGreaterThan(
        product.shortDescription.length,
      );
      expect(product.description).not.toMatch(/lorem|ipsum/i);
    }
  });

  it('comes from several sellers, each with at least three products', () => {
    for (const seller of demoSellers) {
      const count = products.filter((product) => product.seller === seller.username).length;
      expect(count, seller.username).toBeGreaterThanOrEqual(3);
    }
    expect(demoSellers.length).toBeGreaterThanOrEqual(4);
  });

  it('deals the categories in turns, so the newest products are from every category', () => {
    const firstRound = placed.slice(0, demoCategories.length).map(({ category }) => category);
    expect(new Set(firstRound).size).toBe(demoCategories.length);
  });
});

describe('the demo accounts', () => {
  const accounts = [...demoSellers, demoAdmin];
  it('have addresses, usernames and passwords that registration itself would accept', () => {
    for (const account of accounts) {
      expect(is(account.email, Email), account.email).toBe(true);
      expect(is(account.password, Password), account.username).toBe(true);
      expect(isGuessable(account.password, [account.username, account.email])).toBe(false);
      expect(account.username).toMatch(/^[A-Za-z0-9_]{3,30}$/);
    }
    expect(new Set(accounts.map((account) => account.email)).size).toBe(accounts.length);
    expect(new Set(accounts.map((account) => account.username)).size).toBe(accounts.length);
  });
});
