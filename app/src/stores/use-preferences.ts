import { createContext, useContext } from 'react';
import { DEFAULT_PREFERENCES, type SavedPreferences } from './preferences';

const PreferencesContext = createContext<Readonly<SavedPreferences>>(DEFAULT_PREFERENCES);

/** Gives the screens below the layout preferences they are drawn with (app/provider.tsx). */
export const PreferencesProvider = PreferencesContext.Provider;

/**
 * The layout preferences the screens are drawn with: in the browser, this page's as they change
 * (app-preferences.ts, where choices are written); on the server, the request's.
 */
export const usePreferences = (): Readonly<SavedPreferences> => useContext(PreferencesContext);
