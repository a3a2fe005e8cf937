import type { NewProduct, Product, ProductUpdate } from '@plaza/api';
import { ProductBody } from '@plaza/api';
import type { UploadFile } from '@plaza/ui';
import { clientErrors, type FieldErrorIds } from '../../lib/form-errors';
import { fromCents, toCents } from '../../lib/money';

export interface AttributeRow {
  id: string;
  name: string;
  value: string;
}

export interface LevelRow {
  id: string;
  /** Percent of the price, NaN while empty. Its level is its place in the list, from 1. */
  percentage: number;
}

/** The rows with the one whose id is `id` changed by `patch`: a repeater row's edit. */
export const updateRow = <Row extends { id: string }>(
  rows: Row[],
  id: string,
  patch: Partial<Row>,
) => rows.map((row) => (row.id === id ? { ...row, ...patch } : row));

/** What the product form holds: the API's fields as the form's controls keep them. */
export interface ProductFormValues extends Record<string, unknown> {
  name: string;
  short_description: string;
  description: string;
  category: number | null;
  brand: string;
  priceCents: number | null;
  shippingCents: number | null;
  /** NaN while empty. */
  quantity: number;
  is_digital: boolean;
  /** In order, the first is the cover. Stored photos have `url` and the id `photo-<id>`. */
  photos: UploadFile[];
  /** The digital product's file: a new one picked, or none to keep what is stored. */
  digitalFile: UploadFile[];
  attributes: AttributeRow[];
  levels: LevelRow[];
}

let lastRow = 0;
/** A key for a new repeater row, stable while rows are added, removed and moved. */
export const rowId = (kind: string) => `${kind}-${++lastRow}`;

const STORED_PHOTO = 'photo-';

export const emptyProductValues = (): ProductFormValues => ({
  name: '',
  short_description: '',
  description: '',
  category: null,
  brand: '',
  priceCents: null,
  shippingCents: 0,
  quantity: NaN,
  is_digital: false,
  photos: [],
  digitalFile: [],
  attributes: [{ id: rowId('attribute'), name: '', value: '' }],
  levels: [{ id: rowId('level'), percentage: NaN }],
});

/** A stored product as the edit form starts from it. */
export function productValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    short_description: product.short_description,
    description: product.description,
    category: product.category.id,
    brand: product.brand,
    priceCents: toCents(product.price),
    shippingCents: toCents(product.shipping_price),
    quantity: product.quantity,
    is_digital: product.is_digital,
    photos: product.photos.map((photo, index) => ({
      id: `${STORED_PHOTO}${photo.id}`,
      name: `${product.name} ${index + 1}`,
      url: photo.thumbnail,
    })),
    digitalFile: [],
    attributes: product.attributes.map((attribute) => ({ id: rowId('attribute'), ...attribute })),
    levels: [...product.levels]
      .sort((a, b) => a.level - b.level)
      .map((level) => ({ id: rowId('level'), percentage: Number(level.payment_percentage) })),
  };
}

const money = (cents: number | null) => (cents === null || cents < 0 ? '' : fromCents(cents));
const percentage = (value: number) => (Number.isFinite(value) ? String(value) : '');

/** The fields of the request body, as @plaza/api's ProductBody checks them. */
function bodyFields(values: ProductFormValues) {
  return {
    name: values.name,
    short_description: values.short_description,
    description: values.description,
    category: values.category ?? undefined,
    brand: values.brand || null,
    price: money(values.priceCents),
    shipping_price: values.is_digital ? '0.00' : money(values.shippingCents),
    quantity: Number.isNaN(values.quantity) ? undefined : values.quantity,
    is_digital: values.is_digital,
    attributes: values.attributes.map(({ name, value }) => ({ name, value })),
    levels: values.levels.map((level, index) => ({
      level: index + 1,
      payment_percentage: percentage(level.percentage),
    })),
  };
}

const newPhotos = (values: ProductFormValues) =>
  values.photos.flatMap((photo) => (photo.file ? [photo.file] : []));

/**
 * The form's own check, with the same rules the server applies, by the field names the server
 * uses (`attributes.1.value`), so its errors and the server's land in the same places.
 */
export function checkProduct(values: ProductFormValues): FieldErrorIds {
  const errors = clientErrors(bodyFields(values), ProductBody);
  if (values.photos.length === 0) errors.photos = 'form.error.photoRequired';
  return errors;
}

/** POST's body: every field, the photos in order, the file of a digital product. */
export function newProduct(values: ProductFormValues): NewProduct {
  const file = values.digitalFile[0]?.file;
  return {
    ...(bodyFields(values) as NewProduct),
    photos: newPhotos(values),
    ...(values.is_digital && file && { digital_file: file }),
  };
}

/**
 * PATCH's body: every field (the server keeps what did not change), the stored photos to keep in
 * their order, and new photos, which the server puts after the kept ones.
 */
export function productUpdate(values: ProductFormValues): ProductUpdate {
  const file = values.digitalFile[0]?.file;
  return {
    ...(bodyFields(values) as ProductUpdate),
    photos_keep: values.photos.flatMap((photo) =>
      photo.file ? [] : [Number(photo.id.slice(STORED_PHOTO.length))],
    ),
    photos: newPhotos(values),
    ...(values.is_digital && file && { digital_file: file }),
  };
}

/** Whether a change of these fields sends an approved product back to review (docs/api.md). */
export function needsReview(before: ProductFormValues, after: ProductFormValues): boolean {
  const photoIds = (values: ProductFormValues) => values.photos.map((photo) => photo.id).join();
  return (
    before.name !== after.name ||
    before.short_description !== after.short_description ||
    before.description !== after.description ||
    before.category !== after.category ||
    photoIds(before) !== photoIds(after)
  );
}
