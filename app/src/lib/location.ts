import { GeoPoint } from '@plaza/api';
import { baseApi } from './api-calls/base';
import {
  browserStorage,
  memoryStorage,
  readStored,
  writeStored,
  type KeyValueStorage,
} from './local-storage';

/** The local storage key of the geolocation result (docs/product.md, section 3). */
export const LOCATION_STORAGE_KEY = 'location';

/**
 * GET `base/geolocate/` once, then the answer kept whole in local storage under `location`
 * (docs/product.md, section 7: called once, then cached). It only suggests where a new address is: the user
 * can move it, and a failed call leaves the fields for the user to fill.
 */
export async function getLocation(
  storage: KeyValueStorage = browserStorage() ?? memoryStorage(),
  geolocate: () => Promise<GeoPoint> = baseApi.geolocate,
): Promise<GeoPoint> {
  const saved = readStored(storage, LOCATION_STORAGE_KEY, GeoPoint);
  if (saved) return saved;
  const located = await geolocate();
  writeStored(storage, LOCATION_STORAGE_KEY, located);
  return located;
}
