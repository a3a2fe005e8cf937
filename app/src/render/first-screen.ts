import { ApiError, catalogueCalls, createRequester, questionCalls, reviewCalls } from '@plaza/api';
import type { Language } from '../i18n/language';
import type { PageHead } from './head';
import type { HeadContext } from './page-heads';

/** An answer a first screen is drawn from, under the key the screen's SWR hook reads it by. */
export type PageAnswer = [key: readonly unknown[], data: unknown];

/** The API's calls a first screen makes, as a visitor (no token), in the reader's language. */
export type PageCalls = ReturnType<typeof pageCallsOf>;

/** The calls through `fetchApi`, the server's way to its API in-process (entry.ts). */
export function pageCallsOf(fetchApi: typeof fetch, language: Language) {
  const request = createRequester({
    baseUrl: '/api/',
    getLanguage: () => language,
    fetch: fetchApi,
  });
  return {
    catalogue: catalogueCalls(request),
    reviews: reviewCalls(request),
    questions: questionCalls(request),
  };
}

/** What a public page's first screen reads of its address. */
export interface ScreenAddress {
  /** The path's parameters, as the route table's pattern names them. */
  params: Record<string, string>;
  query: URLSearchParams;
}

/** A first screen as loaded: the answers it is drawn from and, from them, the page's head. */
export interface LoadedScreen {
  /** Keyed as its hooks read them; none when there is nothing to draw from (a list past its end). */
  answers: PageAnswer[];
  head(context: HeadContext): PageHead;
}

/**
 * A public page's first screen (config/pages.ts), as the server draws it: the calls its screen
 * makes, made as the screen's hooks make them, and what its head says of their answers.
 */
export interface FirstScreen {
  /**
   * The page's own address, made of what it reads of its address, in one order: the server
   * draws and keeps the page under it, so parameters it does not read (`utm_source`), or in
   * another order, are one page. `null` when no page can be there (an id that cannot be one).
   */
  addressOf(address: ScreenAddress): string | null;
  /** Makes the calls; `null` when the API answers the page's subject is not there (`404`). */
  load(
    address: ScreenAddress & { language: Language; calls: PageCalls },
  ): Promise<LoadedScreen | null>;
}

/** `call`'s answer, or `null` when the API answers `404`: what is asked for is not there. */
export async function unlessNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A path with the list page a screen shows, named only past the first. */
export function withPage(path: string, params: URLSearchParams, page: number): string {
  if (page > 1) params.set('page', String(page));
  return params.size > 0 ? `${path}?${params.toString()}` : path;
}
