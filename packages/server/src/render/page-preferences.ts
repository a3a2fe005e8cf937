import type { PagePreferences } from '@plaza/api';
import type { FastifyRequest } from 'fastify';

const SCHEMES = ['light', 'dark', 'semi-dark'] as const;

function cookiesOf(request: FastifyRequest): Map<string, string> {
  const header = request.headers.cookie ?? '';
  return new Map(
    header.split(';').flatMap((pair) => {
      const at = pair.indexOf('=');
      return at > 0 ? [[pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const] : [];
    }),
  );
}

/**
 * The preferences a page request carries, so the first HTML is already in the visitor's language,
 * direction and colours; an unknown value counts as none (docs/product.md, section 9: Spanish, left to
 * right, light).
 */
export function pagePreferencesOf(request: FastifyRequest): PagePreferences {
  const cookies = cookiesOf(request);
  return {
    language: cookies.get('plaza_language') === 'en' ? 'en' : 'es',
    direction: cookies.get('plaza_direction') === 'rtl' ? 'rtl' : 'ltr',
    scheme: SCHEMES.find((scheme) => scheme === cookies.get('plaza_scheme')) ?? 'light',
  };
}
