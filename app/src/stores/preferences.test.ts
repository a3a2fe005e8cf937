import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../lib/local-storage';
import {
  createPreferences,
  DEFAULT_PREFERENCES,
  loadPreferences,
  savePreferencesOnChange,
} from './preferences';

describe('layout preferences', () => {
  it('start light, expanded, not semi-dark, left to right and vertical (docs/product.md, section 9)', () => {
    expect(loadPreferences(memoryStorage())).toEqual({
      darkMode: false,
      sidebarCollapsed: false,
      semiDarkMode: false,
      direction: 'ltr',
      type: 'vertical',
    });
    expect(loadPreferences(undefined)).toEqual(DEFAULT_PREFERENCES);
  });

  it('load each saved key, and fall back per key when one is not valid', () => {
    const storage = memoryStorage({
      darkMode: 'true',
      direction: '"rtl"',
      type: '"diagonal"',
      sidebarCollapsed: 'yes',
    });
    expect(loadPreferences(storage)).toEqual({
      ...DEFAULT_PREFERENCES,
      darkMode: true,
      direction: 'rtl',
    });
  });

  it('are saved under their own keys after a change, and load back the same', async () => {
    const storage = memoryStorage();
    const preferences = createPreferences(loadPreferences(storage));
    savePreferencesOnChange(preferences, storage);
    preferences.semiDarkMode = true;
    preferences.sidebarCollapsed = true;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.values.get('semiDarkMode')).toBe('true');
    expect(storage.values.get('sidebarCollapsed')).toBe('true');
    expect(loadPreferences(storage)).toEqual({
      ...DEFAULT_PREFERENCES,
      semiDarkMode: true,
      sidebarCollapsed: true,
    });
  });
});
