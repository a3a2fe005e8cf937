import * as s from 'superstruct';
import { PhoneNumber } from './account.js';
import { boundedText } from './form-values.js';

/*
 * The address book (docs/api.md, Addresses). The app's address form and the server check bodies with these
 * structs; the server also checks that `country` is a real ISO 3166-1 code.
 */

const text = (name: string, max: number) => boundedText(name, max, { required: true });

/** A number, or its text as a form sends it, within `[low, high]`. */
const coordinate = (name: string, low: number, high: number) =>
  s.refine(
    s.coerce(s.number(), s.string(), (value) => (value.trim() === '' ? value : Number(value))),
    name,
    (value) =>
      (Number.isFinite(value) && value >= low && value <= high) ||
      `Enter a number from ${low} to ${high}.`,
  );

export const Latitude = coordinate('latitude', -90, 90);
export const Longitude = coordinate('longitude', -180, 180);

/** Two capital letters; the server checks the code names a country. */
export const CountryCode = s.refine(
  s.string(),
  'country',
  (value) => /^[A-Z]{2}$/.test(value) || 'Choose a country.',
);

const addressFields = {
  address: text('address', 255),
  city: text('city', 100),
  state: text('state', 100),
  country: CountryCode,
  postal_code: text('postal_code', 20),
  phone_number: PhoneNumber,
  /** A landmark or directions for the courier. */
  location: text('location', 255),
  latitude: Latitude,
  longitude: Longitude,
};

/** POST `marketplace/addresses/`: every field but `is_default` is required. */
export const AddressBody = s.object({
  ...addressFields,
  is_default: s.defaulted(s.boolean(), false),
});
export type AddressBody = s.Infer<typeof AddressBody>;

/** PATCH `marketplace/addresses/{id}/`: any of the fields. */
export const AddressChanges = s.partial(s.object({ ...addressFields, is_default: s.boolean() }));
export type AddressChanges = s.Infer<typeof AddressChanges>;

/** The address a purchase keeps: a copy, so later edits of the address book never change it. */
export const ShippingAddress = s.object({
  address: s.string(),
  city: s.string(),
  state: s.string(),
  country: s.string(),
  postal_code: s.string(),
  phone_number: s.string(),
  location: s.string(),
  latitude: s.number(),
  longitude: s.number(),
});
export type ShippingAddress = s.Infer<typeof ShippingAddress>;

export const Address = s.object({
  id: s.min(s.integer(), 1),
  ...ShippingAddress.schema,
  is_default: s.boolean(),
});
export type Address = s.Infer<typeof Address>;

/** GET `marketplace/addresses/`: the caller's addresses, the default first (not paginated). */
export const AddressList = s.array(Address);

/** An address book holds at most this many addresses, so its list never needs pages. */
export const MAX_ADDRESSES = 20;
