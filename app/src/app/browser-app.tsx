import { useSnapshot } from 'valtio';
import { catalogue } from '../i18n/catalogue';
import { language } from '../i18n/language';
import { preferences } from '../stores/app-preferences';
import { App } from '.';

/**
 * The app with this page's settings: the language chosen for it, its messages (part of the
 * catalogue until the rest comes; the screens that need the rest wait for it), and
 * the layout preferences as they change.
 */
export function BrowserApp() {
  return <App language={language} messages={catalogue} layout={useSnapshot(preferences)} />;
}
