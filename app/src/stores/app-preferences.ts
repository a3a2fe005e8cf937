import { browserStorage } from '../lib/local-storage';
import { createPreferences, loadPreferences, savePreferencesOnChange } from './preferences';

const storage = browserStorage();

/** This browser's layout preferences: loaded once per page, saved on every change. */
export const preferences = createPreferences(loadPreferences(storage));
if (storage) savePreferencesOnChange(preferences, storage);
