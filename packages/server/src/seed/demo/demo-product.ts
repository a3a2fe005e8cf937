import type { demoCategories } from '../demo-categories.js';
import type { DemoSellerName } from './sellers.js';

export type DemoCategorySlug = (typeof demoCategories)[number]['slug'];

/** Where a demo product stands in moderation; most are approved, a few wait or were suspended. */
export type DemoStatus = 'approved' | 'pending_approval' | 'suspended';

/** One product of the demo shop, written as a seller would fill in the form. */
export interface DemoProduct {
  seller: DemoSellerName;
  name: string;
  /** At most 160 characters: the line under the name in lists. */
  shortDescription: string;
  description: string;
  brand: string;
  /** US dollars with two places, as docs/api.md writes money. */
  price: string;
  /** `0.00` for digital products. */
  shippingPrice: string;
  /** Units in stock; a few are sold out at 0. */
  quantity: number;
  isDigital?: boolean;
  /** Tagged by an administrator as a network product (`is_tct_product`). */
  network?: boolean;
  /** `approved` when left out. */
  status?: DemoStatus;
  /** Why an administrator suspended it. */
  reason?: string;
  attributes: readonly (readonly [name: string, value: string])[];
  /** The payment percentage of levels 1, 2, …; together at most 50. */
  levels: readonly number[];
  /** How many pictures it shows; one when left out. */
  pictures?: number;
}

/** The demo products of one category. */
export interface DemoShelf {
  category: DemoCategorySlug;
  products: readonly DemoProduct[];
}
