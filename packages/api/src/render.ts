import type {
  Category,
  Product,
  ProductListQuery,
  ProductSummaryPage,
} from './schemas/catalogue.js';
import type { QuestionPage } from './schemas/questions.js';
import type { ProductReviewPage, ProductReviewsQuery, Seller } from './schemas/reviews.js';

/*
 * The contract between the server and the app's rendering entry (app/src/render/entry.ts, built by
 * `vite build --ssr`): the server names the route, fetches its data in-process and asks the entry
 * for the page (DESIGN.md, "Rendering on the server"). Types only: nothing of it runs in a browser.
 */

export type PageLanguage = 'es' | 'en';

/** A call for a page of products that names its page, as the lists on screen make it. */
export type ProductPageQuery = ProductListQuery & PageCall;

/** A call for one page of a list, naming the page and its size as the screen asks. */
export type PageCall = { page: number; page_size: number };

/** What a page's path names: the public screens crawlers read, the private ones, and no screen. */
export type PageRoute =
  /**
   * Explore's search, category id and page, as the app reads them from the address, and the
   * products' call its first screen makes (`list`).
   */
  | {
      kind: 'explore';
      search: string;
      category: number | null;
      page: number;
      list: ProductPageQuery;
    }
  /**
   * A product, and the calls for the first page of its reviews and of its questions that its
   * screen makes (`reviews`, `questions`).
   */
  | { kind: 'product'; id: number; reviews: ProductReviewsQuery & PageCall; questions: PageCall }
  /** A seller's page, and the call for the page of their products it shows (`list`). */
  | { kind: 'seller'; username: string; list: ProductPageQuery }
  | { kind: 'account' }
  | { kind: 'private' }
  | { kind: 'unknown' };

/**
 * A page's data, as the server fetched it for its route; `null`: there is none (not found), or,
 * for `products`, the call would not answer a page (one past the last).
 */
export type PageData =
  | {
      kind: 'product';
      product: Product | null;
      /** Their first pages as a visitor reads them; `null` with no product. */
      reviews: ProductReviewPage | null;
      questions: QuestionPage | null;
    }
  | {
      kind: 'explore';
      search: string;
      category: Category | null;
      page: number;
      list: ProductPageQuery;
      products: ProductSummaryPage | null;
    }
  | {
      kind: 'seller';
      /** As the address names them (in any case). */
      username: string;
      seller: Seller | null;
      list: ProductPageQuery;
      products: ProductSummaryPage | null;
    }
  | { kind: 'account' | 'private' | 'unknown' };

/**
 * What the visitor chose, as the app mirrors it from local storage into cookies
 * (app/src/lib/preference-cookies.ts); without them, Spanish, left to right and light.
 */
export interface PagePreferences {
  language: PageLanguage;
  direction: 'ltr' | 'rtl';
  /** The colours: the design system's theme (semi-dark is light with a dark frame). */
  scheme: 'light' | 'dark' | 'semi-dark';
}

export interface PageRequest extends PagePreferences {
  data: PageData;
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** `PUBLIC_URL`, or the request's own origin; no trailing slash. */
  origin: string;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The `<head>` elements, escaped. */
  head: string;
  /**
   * The design system's class for `<html>` in the visitor's colours, which the app puts there too:
   * with it the page is styled before any script runs.
   */
  themeClass: string;
  /**
   * The first screen, drawn as the browser will draw it, for inside `<div id="root">`; empty for a
   * screen only the browser draws (the private ones). A page not found has its message, which the
   * browser draws anew (no `state`).
   */
  screen: string;
  /**
   * A `<script type="application/json">` holding what the browser takes the screen over with
   * (the answers it was drawn from, the preferences it was drawn in), for after the root; empty
   * with the screen.
   */
  state: string;
  /** Why the screen could not be drawn, when it could not: the server logs it. */
  failure?: unknown;
}

/** What the built entry exports. */
export interface PageRenderer {
  pageRouteOf(path: string, query: URLSearchParams): PageRoute;
  /** The private screens' paths, each with every path below it. */
  privatePaths: readonly string[];
  renderPage(request: PageRequest): Promise<RenderedPage>;
}
