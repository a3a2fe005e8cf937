import { decodeError, type PageRenderer } from '@plaza/api';

/** Holds this process's event loop, the server's too, for `ms`: a stall such as a runaway handler. */
function stall(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy: nothing else runs
  }
}

/**
 * A rendering entry's `renderPage` drawing on a server too busy to answer: it stalls the event
 * loop until the server's overload guard answers its in-process call `503`, then fails as the
 * app's calls do on such an answer, with the `ApiError` it decodes to.
 */
export const renderPage: PageRenderer['renderPage'] = async ({ fetchApi, origin }) => {
  for (let round = 0; round < 30; round += 1) {
    stall(300);
    // A turn of the loop, for the guard's sampling timer to see the stall.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = await fetchApi(`${origin}/api/marketplace/categories/`);
    if (answer.status === 503) {
      throw decodeError(answer.status, await answer.json(), answer.headers);
    }
  }
  throw new Error('the server never became too busy to answer');
};

export const renderBarePage: PageRenderer['renderBarePage'] = () => ({
  status: 200,
  head: '<title>Plaza</title>',
  themeClass: 'light',
  screen: '',
  state: '',
});
