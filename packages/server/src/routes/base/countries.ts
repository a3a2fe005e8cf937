import { baseEndpoints as base, type Country } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { requestLanguage, type Language } from '../../http/language.js';
import { route } from '../../http/route.js';

countries.registerLocale(es);
countries.registerLocale(en);

const ONE_DAY = 60 * 60 * 24;
const lists = new Map<Language, Country[]>();

/** Every ISO 3166-1 country, by name in `language`'s alphabetical order (Å after A, Ñ after N). */
function countriesIn(language: Language): Country[] {
  let list = lists.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = Object.entries(countries.getNames(language, { select: 'official' }))
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    lists.set(language, list);
  }
  return list;
}

/** GET `base/countries/`: `[{code, name}]`, named in the caller's language. */
export async function countryRoutes(app: FastifyInstance) {
  route(app, base.countries, async (_input, request, reply) => {
    reply.header('Vary', 'Accept-Language').header('Cache-Control', `public, max-age=${ONE_DAY}`);
    return countriesIn(requestLanguage(request));
  });
}
