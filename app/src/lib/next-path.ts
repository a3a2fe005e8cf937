import { paths } from '../config/paths';

/** The query parameter that tells the login screen where to go once signed in. */
export const NEXT_PARAM = 'next';

/** The login screen, returning to `next` afterwards, as the cart's checkout button does. */
export const loginPath = (next: string) =>
  `${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;

/**
 * Where to go after signing in: `next` when it is a path of this app, else Explore. Anything else
 * (`//evil.example`, `https://…`, `javascript:`) would turn the login screen into an open redirect.
 */
export function nextPath(search: URLSearchParams): string {
  const next = search.get(NEXT_PARAM);
  return next && /^\/(?![/\\])/.test(next) ? next : paths.explore;
}
