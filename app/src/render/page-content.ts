import { ApiError, type PageRequest, type RenderedPage } from '@plaza/api';
import { pageCallsOf, type PageAnswer } from './first-screen';
import { headTags } from './head';
import { pageFor } from './page-at';
import { headContextOf } from './page-head';
import { plainHead } from './page-heads';

/** What a page says before it is drawn: its status, its head, and the answers its screen is drawn from. */
export interface PageContent {
  status: RenderedPage['status'];
  head: string;
  /** None for a page the browser draws by itself, or whose list is past its end. */
  answers: PageAnswer[];
}

/** A page the browser draws by itself: an account form's, a private one's (`noindex`), or none. */
export function plainPage(
  request: Pick<PageRequest, 'language' | 'origin'>,
  kind: 'account' | 'private' | 'not-found',
  status: RenderedPage['status'] = kind === 'not-found' ? 404 : 200,
): PageContent {
  return { status, head: headTags(plainHead(headContextOf(request), kind)), answers: [] };
}

/**
 * The page at `request.url`, read from the route table (config/pages.ts): a public page's first
 * screen's calls made through the API in-process, as a visitor; a `404` from the API is a page not
 * found, and a `400` (a search holding a NUL) the bare page, which the app draws asking the API.
 */
export async function pageContentOf(request: PageRequest): Promise<PageContent> {
  const url = new URL(request.url, 'http://page');
  const found = pageFor(url.pathname);
  if (!found) return plainPage(request, 'not-found');
  const { page, params } = found;
  if ('redirect' in page) return plainPage(request, 'private');
  if (page.access !== 'public') {
    return plainPage(request, page.access === 'account' ? 'account' : 'private');
  }
  const address = { params, query: url.searchParams };
  const first = await page.first();
  if (first.addressOf(address) === null) return plainPage(request, 'not-found');
  let loaded;
  try {
    const calls = pageCallsOf(request.fetchApi, request.language);
    loaded = await first.load({ ...address, language: request.language, calls });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return plainPage(request, 'private', 400);
    }
    throw error;
  }
  if (!loaded) return plainPage(request, 'not-found');
  const head = headTags(loaded.head(headContextOf(request)));
  return { status: 200, head, answers: loaded.answers };
}
