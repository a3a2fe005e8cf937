/*
 * The contract between the server and the app's rendering entry (app/src/render/entry.ts, built by
 * `vite build --ssr`): the server asks the entry what a page's address is, then for the page, handing
 * it its API answering in-process; the app makes its first screen's calls through it, decides the
 * status and head, and draws (docs/architecture.md, "Rendering on the server"). Types only: nothing of it runs
 * in a browser.
 */

export type PageLanguage = 'es' | 'en';

/**
 * What the server must know of a page's address before drawing it: where `/` sends; else who may
 * see the page (`private` for anyone's own and signed-in pages, `unknown` for a path of no page)
 * and, for a public page, the address it is drawn and kept under (what it reads of the address it
 * was asked at, in one order).
 */
export type PageAt =
  | { redirect: string }
  | { access: 'public'; address: string }
  | { access: 'account' | 'private' | 'unknown'; address: null };

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
  /** The page's path and query: a public page's own address (`PageAt`). */
  url: string;
  /** `PUBLIC_URL`, or the request's own origin; no trailing slash. */
  origin: string;
  /**
   * The API, answering in-process as it answers a visitor (no token, no network): what a public
   * page's first screen calls, as its hooks call it. Only `GET`s, at paths under `/api/`.
   */
  fetchApi: typeof fetch;
}

export interface RenderedPage {
  /** `400`: the API refused the first screen's call (the app then asks again and says why). */
  status: 200 | 400 | 404;
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
  pageAt(path: string, query: URLSearchParams): Promise<PageAt>;
  /** The private screens' paths, each with every path below it. */
  privatePaths: readonly string[];
  renderPage(request: PageRequest): Promise<RenderedPage>;
  /**
   * The app's bare page (no screen, `noindex`), which the browser draws by itself: for a sign-in
   * link, and for a visitor past their budget of pages drawn.
   */
  renderBarePage(request: Pick<PageRequest, 'language' | 'scheme' | 'origin'>): RenderedPage;
}
