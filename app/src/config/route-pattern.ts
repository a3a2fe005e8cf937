/** A path pattern compiled: its expression, and the names of its parameters in order. */
export interface CompiledPattern {
  pattern: RegExp;
  keys: string[];
}

/**
 * A pattern of pages.ts as wouter's default parser (regexparam) reads it, `:name` being one
 * segment and `*` anything: given to the app's router and used by the server's reading of an address alike
 * (page-at.ts), so the browser and the server can never match a path to different pages.
 * `loose` matches the pattern's start, for nested routes.
 */
export function routePattern(route: string, loose = false): CompiledPattern {
  const keys: string[] = [];
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      // wouter asks for `*` (anything) for a route without a path: the fallback's.
      if (segment === '*') {
        keys.push('*');
        return '/(.*)';
      }
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      keys.push(segment.slice(1));
      return '/([^/]+?)';
    });
  return {
    keys,
    pattern: new RegExp(`^${segments.join('')}${loose ? '(?=$|/)' : '/?$'}`, 'i'),
  };
}

/** The parameters of `path` under `route`, or `null` when it is not that route's. */
export function matchPattern(route: string, path: string): Record<string, string> | null {
  const { pattern, keys } = routePattern(route);
  const found = pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(keys.map((key, index) => [key, found[index + 1] ?? '']));
}
