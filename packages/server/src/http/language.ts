import type { FastifyRequest } from 'fastify';

export type Language = 'es' | 'en';
const SUPPORTED: readonly Language[] = ['es', 'en'];
/** Spanish is the product's default language (docs/product.md, section 1). */
export const DEFAULT_LANGUAGE: Language = 'es';

/** The caller's preferred supported language from `Accept-Language`, by its `q` weights. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { base: tag.split('-')[0]?.toLowerCase() ?? '', q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find(({ base }) => (SUPPORTED as readonly string[]).includes(base));
  return (match?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
