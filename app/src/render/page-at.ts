import type { PageAt } from '@plaza/api';
import { pages, type Page } from '../config/pages';
import { matchPattern } from '../config/route-pattern';

/** The page of the route table at `path`, and its path's parameters; `null`: no page is there. */
export function pageFor(path: string): { page: Page; params: Record<string, string> } | null {
  for (const page of Object.values<Page>(pages)) {
    const params = matchPattern(page.path, path);
    if (params) return { page, params };
  }
  return null;
}

const isPrivate = (page: Page) =>
  'access' in page && page.access !== 'public' && page.access !== 'account';

/**
 * Where the private pages are, for robots.txt to close: each private page's first segment, which
 * closes every path below it (`/admin` for the administrators' screens).
 */
export const privatePaths: readonly string[] = [
  ...new Set(
    Object.values<Page>(pages)
      .filter(isPrivate)
      .map((page) => `/${page.path.split('/')[1]}`),
  ),
];

/**
 * What the server must know of a page's address before drawing it (serve-pages.ts): where `/`
 * sends, who may see the page, and for a public one the address it is drawn and kept under
 * (FirstScreen.addressOf); a path of no page, or a parameter that cannot be one, is `unknown`.
 */
export async function pageAt(path: string, query: URLSearchParams): Promise<PageAt> {
  const found = pageFor(path);
  if (!found) return { access: 'unknown', address: null };
  const { page, params } = found;
  if ('redirect' in page) return { redirect: page.redirect };
  if (page.access !== 'public') {
    return { access: isPrivate(page) ? 'private' : 'account', address: null };
  }
  const address = (await page.first()).addressOf({ params, query });
  return address === null ? { access: 'unknown', address: null } : { access: 'public', address };
}
