import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { followOtherTabs } from '../lib/session/other-tabs';
import { catalogue } from '../i18n/catalogue';
import { language } from '../i18n/language';
import { preferences } from '../stores/app-preferences';
import { App } from '.';

/**
 * The app with this page's settings: the language chosen for it, its messages (part of the
 * catalogue until the rest comes; the screens that need the rest wait for it), and
 * the layout preferences as they change. It signs in and out with the browser's other tabs.
 */
export function BrowserApp() {
  useEffect(followOtherTabs, []);
  return <App language={language} messages={catalogue} layout={useSnapshot(preferences)} />;
}
