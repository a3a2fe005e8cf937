import * as s from 'superstruct';
import { documented } from '../json-schema.js';
import { booleanFromText, boundedText, decimalText, Id, integerFromText } from './form-values.js';
import { listOf } from './lists.js';

/*
 * The rules of a product a seller submits (docs/api.md, Catalogue; docs/product.md section 5). The server checks
 * POST and PATCH bodies with these structs and the app's product form uses the same ones. Photos and
 * the digital file travel as files beside these fields; the server checks those by their content.
 */

/** At most this many photos, attributes and levels on one product. */
export const PRODUCT_LIMITS = { photos: 8, attributes: 30, levels: 10 } as const;
/** The whole of every level's `payment_percentage` may not pass this (docs/product.md: each 0–50, sum ≤ 50). */
export const MAX_LEVELS_PERCENTAGE = 50;

const text = (name: string, max: number) => boundedText(name, max, { required: true });

export const ProductName = text('product_name', 120);
export const ShortDescription = text('short_description', 160);
export const Description = text('description', 5000);
export const Brand = boundedText('brand', 80, { required: false });

/** Dollars with two places at most, above 0. */
export const Price = decimalText('price', {
  digits: 10,
  places: 2,
  accept: (value) => value > 0,
  message: 'Enter a price above 0 with at most two decimals.',
});

export const ShippingPrice = decimalText('shipping_price', {
  digits: 10,
  places: 2,
  accept: () => true,
  message: 'Enter an amount of 0 or more with at most two decimals.',
});

export const Quantity = documented(
  integerFromText(
    s.refine(
      s.integer(),
      'quantity',
      (value) => (value >= 0 && value <= 1_000_000) || 'Enter a whole number from 0 to 1000000.',
    ),
  ),
  { minimum: 0, maximum: 1_000_000 },
);

export const ProductAttribute = s.object({
  name: text('attribute_name', 100),
  value: text('attribute_value', 500),
});
export type ProductAttribute = s.Infer<typeof ProductAttribute>;

/** The share of the price, in percent, paid to one level of the buyer's referral network. */
export const PaymentPercentage = decimalText('payment_percentage', {
  digits: 2,
  places: 2,
  accept: (value) => value <= MAX_LEVELS_PERCENTAGE,
  message: `Enter a percentage from 0 to ${MAX_LEVELS_PERCENTAGE} with at most two decimals.`,
});

export const ProductLevel = s.object({
  level: documented(
    integerFromText(
      s.refine(
        s.integer(),
        'level',
        (value) =>
          (value >= 1 && value <= PRODUCT_LIMITS.levels) ||
          `Enter a level from 1 to ${PRODUCT_LIMITS.levels}.`,
      ),
    ),
    { minimum: 1, maximum: PRODUCT_LIMITS.levels },
  ),
  payment_percentage: PaymentPercentage,
});
export type ProductLevel = s.Infer<typeof ProductLevel>;

const Attributes = documented(
  s.refine(
    listOf(ProductAttribute, { max: PRODUCT_LIMITS.attributes }),
    'attributes',
    (list) => list.length > 0 || 'Add at least one attribute.',
  ),
  { minItems: 1 },
);

/** In hundredths, so that adding percentages never meets a float's rounding. */
const hundredths = (percentage: string) => Math.round(Number(percentage) * 100);

const Levels = documented(
  s.refine(listOf(ProductLevel, { max: PRODUCT_LIMITS.levels }), 'levels', (items) => {
    if (items.length === 0) return 'Add at least one level.';
    // Items that fail their own rules are named on their own; the list is judged once they pass.
    const list = items.map((item) => s.validate(item, ProductLevel, { coerce: true })[1]);
    if (!list.every((item) => item !== undefined)) return true;
    const numbers = list.map(({ level }) => level).sort((a, b) => a - b);
    if (numbers.some((level, index) => level !== index + 1)) {
      return 'Number the levels 1, 2, 3 and so on, without gaps or repeats.';
    }
    const total = list.reduce(
      (sum, { payment_percentage }) => sum + hundredths(payment_percentage),
      0,
    );
    return (
      total <= MAX_LEVELS_PERCENTAGE * 100 ||
      `The levels' percentages add up to more than ${MAX_LEVELS_PERCENTAGE}.`
    );
  }),
  { minItems: 1 },
);

const fields = {
  name: ProductName,
  short_description: ShortDescription,
  description: Description,
  category: Id,
  /** `null` (an empty multipart field) means no brand. */
  brand: s.optional(s.nullable(Brand)),
  price: Price,
  shipping_price: ShippingPrice,
  quantity: Quantity,
  is_digital: booleanFromText(),
  attributes: Attributes,
  levels: Levels,
};

/** Digital products are delivered, not shipped. */
const freeShippingWhenDigital = (body: { is_digital?: boolean; shipping_price?: string }) =>
  !body.is_digital ||
  Number(body.shipping_price ?? 0) === 0 || {
    path: ['shipping_price'],
    message: 'A digital product ships for free: enter 0.',
  };

/** POST `marketplace/products/`: every field of a new product but its files. */
export const ProductBody = s.refine(
  s.object({
    ...fields,
    shipping_price: s.defaulted(ShippingPrice, '0.00'),
    is_digital: s.defaulted(fields.is_digital, false),
  }),
  'digital_shipping',
  freeShippingWhenDigital,
);
export type ProductBody = s.Infer<typeof ProductBody>;

/**
 * PATCH `marketplace/products/{id}/`: any of the fields, and `photos_keep`, the ids of the current
 * photos to keep, in their new order. Left out, every photo stays; `null` or `[]` keeps none. The
 * server checks the product that results against {@link ProductBody}.
 */
export const ProductChanges = s.object({
  ...s.partial(fields).schema,
  photos_keep: s.optional(s.nullable(listOf(Id, { max: PRODUCT_LIMITS.photos }))),
});
export type ProductChanges = s.Infer<typeof ProductChanges>;
