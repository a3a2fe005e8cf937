import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './local-storage';
import { getLocation, LOCATION_STORAGE_KEY } from './location';

const bogota = { latitude: 4.711, longitude: -74.0721 };

describe('the buyer’s location', () => {
  it('asks the server once, then answers from local storage', async () => {
    const storage = memoryStorage();
    const geolocate = vi.fn().mockResolvedValue(bogota);
    await expect(getLocation(storage, geolocate)).resolves.toEqual(bogota);
    await expect(getLocation(storage, geolocate)).resolves.toEqual(bogota);
    expect(geolocate).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.values.get(LOCATION_STORAGE_KEY) ?? '')).toEqual(bogota);
  });

  it('asks again when what is saved is not a location', async () => {
    const storage = memoryStorage({ [LOCATION_STORAGE_KEY]: '{"latitude":"x"}' });
    const geolocate = vi.fn().mockResolvedValue(bogota);
    await expect(getLocation(storage, geolocate)).resolves.toEqual(bogota);
    expect(geolocate).toHaveBeenCalledTimes(1);
  });
});
