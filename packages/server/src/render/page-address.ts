import { ProductListQuery, type PageRoute } from '@plaza/api';
import { ValidationError } from '../http/http-error.js';
import { parseQuery } from '../http/validate.js';

/** Explore's filters, in the order its address names them: the API's names, as the app's links use. */
const EXPLORE_FILTERS = ['search', 'category', 'price_min', 'price_max', 'ordering'] as const;

function addressOf(path: string, params: URLSearchParams, page: number) {
  if (page > 1) params.set('page', String(page));
  return params.size > 0 ? `${path}?${params.toString()}` : path;
}

/**
 * The address of the page `route` names, made of what the page reads of it, read as the app reads
 * it, in one order: the page is drawn at this address and kept under it, so every address of the
 * same page (its parameters in another order, ones it does not read such as `utm_source` or
 * `fbclid`, a value the app reads as none such as `?page=x`) is one kept page, drawn once, and no
 * parameter a visitor added is drawn into the page another visitor gets. `null` for the pages
 * that draw no screen (an account form, a private screen, a path of no page): their HTML holds
 * nothing of their address, so one kept page of each kind serves every address.
 *
 * Addresses that differ otherwise are not sent on to this one: a shared link carries
 * `utm_source` or `fbclid` far more often than anyone probes with junk, and a redirect would cost
 * each of those visitors a round trip, while the page's canonical link already names the address
 * search engines should keep (page-heads.ts). It also leaves `/?refresh=…` to the app.
 */
export function pageAddressOf(route: PageRoute): string | null {
  switch (route.kind) {
    case 'explore': {
      const params = new URLSearchParams();
      for (const name of EXPLORE_FILTERS) {
        const value = route.list[name];
        if (value !== undefined) params.set(name, String(value));
      }
      return addressOf('/explore', params, route.list.page);
    }
    case 'product':
      return `/product/${route.id}`;
    case 'seller':
      return addressOf(
        `/seller/${encodeURIComponent(route.username)}`,
        new URLSearchParams(),
        route.list.page,
      );
    default:
      return null;
  }
}

/**
 * Whether the products' call of the page at `route` is one the API refuses (`400`), checked with
 * the API's own schema: a search holding a NUL, which the app's reading of the address keeps. The
 * page then draws no screen (serve-pages.ts), and the app asks the API and shows its answer.
 */
export function refusesQuery(route: PageRoute): boolean {
  if (route.kind !== 'explore' && route.kind !== 'seller') return false;
  try {
    parseQuery(ProductListQuery, route.list);
    return false;
  } catch (error) {
    if (error instanceof ValidationError) return true;
    throw error;
  }
}
