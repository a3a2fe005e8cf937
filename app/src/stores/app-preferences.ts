import type { ContentWidth, FooterType, NavbarType } from '@plaza/ui';
import { proxy } from 'valtio';
import { browserStorage } from '../lib/local-storage';
import { createPreferences, loadPreferences, savePreferencesOnChange } from './preferences';

const storage = browserStorage();

/** This browser's layout preferences: loaded once per page, saved on every change. */
export const preferences = createPreferences(loadPreferences(storage));
if (storage) savePreferencesOnChange(preferences, storage);

/**
 * The Customizer's other choices (docs/product.md, section 3: contentWidth, navBarType, footerType). Section 9
 * lists what persists, and these are not on that list, so they last as long as the page.
 */
export const layoutChoices = proxy<{
  contentWidth: ContentWidth;
  navbar: NavbarType;
  footer: FooterType;
}>({ contentWidth: 'full', navbar: 'sticky', footer: 'static' });
