import type { Category, Product } from './schemas/catalogue.js';
import type { Seller } from './schemas/reviews.js';

/*
 * The contract between the server and the app's rendering entry (app/src/render/entry.ts, built by
 * `vite build --ssr`): the server names the route, fetches its data in-process and asks the entry
 * for the page (DESIGN.md, "Rendering on the server"). Types only: nothing of it runs in a browser.
 */

export type PageLanguage = 'es' | 'en';

/** What a page's path names: the public screens crawlers read, the private ones, and no screen. */
export type PageRoute =
  /** Explore's search, category id and page, as the app reads them from the address. */
  | { kind: 'explore'; search: string; category: number | null; page: number }
  | { kind: 'product'; id: number }
  | { kind: 'seller'; username: string }
  | { kind: 'account' }
  | { kind: 'private' }
  | { kind: 'unknown' };

/** A page's data, as the server fetched it for its route; `null`: there is none (not found). */
export type PageData =
  | { kind: 'product'; product: Product | null }
  | { kind: 'explore'; search: string; category: Category | null; page: number }
  | { kind: 'seller'; seller: Seller | null }
  | { kind: 'account' | 'private' | 'unknown' };

export interface PageRequest {
  data: PageData;
  language: PageLanguage;
  /** `PUBLIC_URL`, or the request's own origin; no trailing slash. */
  origin: string;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The `<head>` elements, escaped. */
  head: string;
}

/** What the built entry exports. */
export interface PageRenderer {
  pageRouteOf(path: string, query: URLSearchParams): PageRoute;
  /** The private screens' paths, each with every path below it. */
  privatePaths: readonly string[];
  renderPage(request: PageRequest): RenderedPage;
}
