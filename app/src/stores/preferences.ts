import { boolean, enums, type Struct } from 'superstruct';
import { proxy, subscribe } from 'valtio';
import { readStored, writeStored, type KeyValueStorage } from '../lib/local-storage';

/** The layout preferences docs/product.md (section 9) keeps across visits, each under its own key. */
const SAVED = {
  darkMode: boolean(),
  sidebarCollapsed: boolean(),
  semiDarkMode: boolean(),
  direction: enums(['ltr', 'rtl']),
  type: enums(['vertical', 'horizontal']),
} as const;

type SavedKey = keyof typeof SAVED;
export type SavedPreferences = { [K in SavedKey]: (typeof SAVED)[K]['TYPE'] };

/** docs/product.md, section 9: light, not collapsed, no semi-dark, left to right, vertical. */
export const DEFAULT_PREFERENCES: SavedPreferences = {
  darkMode: false,
  sidebarCollapsed: false,
  semiDarkMode: false,
  direction: 'ltr',
  type: 'vertical',
};

/** Each saved preference that is still valid; the others fall back to their defaults. */
export function loadPreferences(storage: KeyValueStorage | undefined): SavedPreferences {
  const loaded = { ...DEFAULT_PREFERENCES };
  if (!storage) return loaded;
  for (const key of Object.keys(SAVED) as SavedKey[]) {
    const value = readStored(storage, key, SAVED[key] as Struct<unknown, unknown>);
    if (value !== undefined) Object.assign(loaded, { [key]: value });
  }
  return loaded;
}

/** Writes the saved preferences after every change; returns the function that stops it. */
export function savePreferencesOnChange(
  preferences: SavedPreferences,
  storage: KeyValueStorage,
): () => void {
  return subscribe(preferences, () => {
    for (const key of Object.keys(SAVED) as SavedKey[]) writeStored(storage, key, preferences[key]);
  });
}

export const createPreferences = (saved: SavedPreferences) => proxy<SavedPreferences>({ ...saved });
