import type { PageRenderer, PageRequest, RenderedPage } from '@plaza/api';
import { contentThemeClass } from '@plaza/ui/theme';
import { jsonInScript } from './escape';
import type { PageAnswer } from './first-screen';
import { pageContentOf, plainPage } from './page-content';
import { renderNotFound, renderScreen } from './page-screen';
import { PAGE_STATE_ID, type PageState } from './page-state';
export { pageAt, privatePaths } from './page-at';

/*
 * The server's way into the app (docs/architecture.md, "Rendering on the server"): built by `vite build --ssr`
 * into app/dist-server/, called by packages/server/src/render/ with the page's address and the API
 * answering in-process. The app does the rest, reading its route table (config/pages.ts): which
 * page it is, its first screen's calls, its status (a `404` from the API is a page not found), its
 * head in the reader's language, and its first screen.
 */

type PageBody = Pick<RenderedPage, 'screen' | 'state' | 'failure'>;

/**
 * The first screen and what the browser takes it over with (`PageState`), drawn from `answers`;
 * nothing without answers, nor for one that failed to draw: the page still works, drawn by the
 * browser, and the server logs why.
 */
async function bodyOf(request: PageRequest, answers: PageAnswer[]): Promise<PageBody> {
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

export const renderBarePage: PageRenderer['renderBarePage'] = (request) => ({
  ...plainPage(request, 'private'),
  themeClass: contentThemeClass(request.scheme),
  screen: '',
  state: '',
});

/**
 * The not-found screen, which says so with scripts off too; no state, since the browser draws
 * the page anew. Nothing when it failed to draw: the browser draws it all the same.
 */
async function notFoundBodyOf(request: PageRequest): Promise<PageBody> {
  try {
    return { screen: await renderNotFound(request), state: '' };
  } catch (failure) {
    return { screen: '', state: '', failure };
  }
}

/** The status, head and first screen of the page at `request.url`. */
export const renderPage: PageRenderer['renderPage'] = async (request) => {
  const { status, head, answers } = await pageContentOf(request);
  const themeClass = contentThemeClass(request.scheme);
  if (status === 404) return { status, head, themeClass, ...(await notFoundBodyOf(request)) };
  return { status, head, themeClass, ...(await bodyOf(request, answers)) };
};
