import { themeOf } from '@plaza/ui';
import { subscribe } from 'valtio';
import { language } from '../i18n/language';
import { preferences } from '../stores/app-preferences';

const A_YEAR = 60 * 60 * 24 * 365;

function setCookie(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax${secure}`;
}

/**
 * Mirrors the language, direction and colours, which local storage keeps (docs/product.md, section 9),
 * into cookies, the only part of them a page request carries: the server then writes the first
 * HTML in them (packages/server/src/render/page-preferences.ts) instead of Spanish and light
 * before the app corrects it. Written now, for choices made before the mirror existed, and on
 * every change.
 */
export function mirrorPreferenceCookies(): void {
  const write = () => {
    setCookie('plaza_language', language);
    setCookie('plaza_direction', preferences.direction);
    setCookie('plaza_scheme', themeOf(preferences));
  };
  write();
  subscribe(preferences, write);
}
