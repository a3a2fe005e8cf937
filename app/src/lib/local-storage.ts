import { is, mask, type Struct } from 'superstruct';

/** The part of the Web Storage API the app uses, so tests can hand in a plain object. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This browser's local storage, or none where it is switched off (some private modes) or absent. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Storage that lasts as long as the page: for tests, and where local storage is refused. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
  return { ...storage, values };
}

/**
 * The JSON saved under `key` if it still has the shape `struct` describes; else undefined. Saved data
 * outlives releases and can be edited by hand, so it is checked like any other input.
 */
export function readStored<T>(
  storage: KeyValueStorage,
  key: string,
  struct: Struct<T, unknown>,
): T | undefined {
  try {
    const saved: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return is(saved, struct) ? mask(saved, struct) : undefined;
  } catch {
    return undefined;
  }
}

/** Saves `value` as JSON; a full or refused storage costs the value its survival, not the page. */
export function writeStored(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing else to do: the app keeps working with what it has in memory.
  }
}
