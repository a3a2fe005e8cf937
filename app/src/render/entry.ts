import type { PageRenderer, PageRequest, RenderedPage } from '@plaza/api';
import { contentThemeClass } from '@plaza/ui/theme';
import { jsonInScript } from './escape';
import { pageAnswersOf } from './page-answers';
import { pageHeadOf } from './page-head';
import { renderNotFound, renderScreen } from './page-screen';
import { PAGE_STATE_ID, type PageState } from './page-state';

export { pageRouteOf, PRIVATE_PATHS as privatePaths } from './page-route';

/*
 * The server's way into the app (DESIGN.md, "Rendering on the server"): built by `vite build --ssr`
 * into app/dist-server/, called by packages/server/src/render/ with the route and the data it
 * fetched in-process. It writes what the app knows and the server does not: the words, in the
 * reader's language, the head of each page, and the first view of the public screens.
 */

type PageBody = Pick<RenderedPage, 'screen' | 'state' | 'failure'>;

/**
 * The first screen and what the browser takes it over with (`PageState`), for a page drawn from
 * answers the server fetched; nothing for the others, which the browser draws by itself, nor for
 * one that failed to draw: the page still works, drawn by the browser, and the server logs why.
 */
async function bodyOf(request: PageRequest): Promise<PageBody> {
  const answers = pageAnswersOf(request.data, request.language);
  if (answers.length === 0) return { screen: '', state: '' };
  let screen: string;
  try {
    screen = await renderScreen(request, answers);
  } catch (failure) {
    return { screen: '', state: '', failure };
  }
  const { language, direction, scheme } = request;
  const state: PageState = { language, direction, scheme, answers };
  return {
    screen,
    state: `<script type="application/json" id="${PAGE_STATE_ID}">${jsonInScript(state)}</script>`,
  };
}

/**
 * The not-found screen, which says so with scripts off too; no state, since the browser draws the
 * page anew. Nothing when it failed to draw: the browser draws it all the same.
 */
async function notFoundBodyOf(request: PageRequest): Promise<PageBody> {
  try {
    return { screen: await renderNotFound(request), state: '' };
  } catch (failure) {
    return { screen: '', state: '', failure };
  }
}

/** The status, head and first screen of the page `request` describes. */
export const renderPage: PageRenderer['renderPage'] = async (request) => {
  const { status, head } = pageHeadOf(request);
  const themeClass = contentThemeClass(request.scheme);
  if (status === 404) return { status, head, themeClass, ...(await notFoundBodyOf(request)) };
  return { status, head, themeClass, ...(await bodyOf(request)) };
};
