import type { PageLanguage } from '@plaza/api';
import type { FastifyRequest } from 'fastify';

/**
 * What the visitor chose, as the app mirrors it from local storage into cookies
 * (app/src/lib/preference-cookies.ts), so the first HTML is already in their language, direction
 * and colours; without the cookies, Spanish, left to right and light (SPEC.md, section 9).
 */
export interface PagePreferences {
  language: PageLanguage;
  direction: 'ltr' | 'rtl';
  scheme: 'light' | 'dark';
}

function cookiesOf(request: FastifyRequest): Map<string, string> {
  const header = request.headers.cookie ?? '';
  return new Map(
    header.split(';').flatMap((pair) => {
      const at = pair.indexOf('=');
      return at > 0 ? [[pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const] : [];
    }),
  );
}

/** The preferences a page request carries; an unknown value counts as none. */
export function pagePreferencesOf(request: FastifyRequest): PagePreferences {
  const cookies = cookiesOf(request);
  return {
    language: cookies.get('plaza_language') === 'en' ? 'en' : 'es',
    direction: cookies.get('plaza_direction') === 'rtl' ? 'rtl' : 'ltr',
    scheme: cookies.get('plaza_scheme') === 'dark' ? 'dark' : 'light',
  };
}
