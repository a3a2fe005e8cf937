import type { PageRequest } from '@plaza/api';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { unstable_serialize } from 'swr';
import { Router } from 'wouter';
import { App } from '../app';
import { AppProvider } from '../app/provider';
import { NotFoundRoute } from '../app/routes/not-found';
import { AppLayout } from '../app/layouts/app-layout';
import type { Messages } from '../i18n/messages';
import { DEFAULT_PREFERENCES } from '../stores/preferences';
import { catalogues } from './catalogues';
import type { PageAnswer } from './first-screen';

/** What the app is drawn with for `request`: its language, direction and colours, and `answers`. */
function settingsOf(request: PageRequest, answers: PageAnswer[]) {
  const fallback = Object.fromEntries(
    answers.map(([key, data]) => [unstable_serialize(key), data]),
  );
  const layout = {
    ...DEFAULT_PREFERENCES,
    direction: request.direction,
    darkMode: request.scheme === 'dark',
    semiDarkMode: request.scheme === 'semi-dark',
  };
  return {
    language: request.language,
    messages: catalogues[request.language] as Messages,
    layout,
    // A cache of its own for each page: the process draws pages for everyone.
    swr: { fallback, provider: () => new Map() },
  };
}

/**
 * `app` at `request.url`, as a visitor (the server never knows who asks: the session is in local
 * storage). React's `prerender` waits for the screen's code (the routes are lazy) before it writes
 * anything. Rejects when any part fails to draw, rather than sending a screen the browser would
 * draw otherwise.
 */
async function drawAt(request: PageRequest, app: ReactNode): Promise<string> {
  const url = new URL(request.url, 'http://page');
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
      {app}
    </Router>,
    {
      onError: (error) => void failures.push(error),
      // Every part inline, where it shows: React would otherwise move a large part to the end of
      // the page with a script to put it back, which the Content-Security-Policy (no inline
      // scripts) rightly stops.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (failures.length > 0) throw failures[0];
  return html;
}

/**
 * The first screen at `request.url`, drawn as the browser draws it from the same answers, in the
 * visitor's language, direction and colours.
 */
export function renderScreen(request: PageRequest, answers: PageAnswer[]): Promise<string> {
  return drawAt(request, <App {...settingsOf(request, answers)} />);
}

/**
 * The not-found screen in the app's frame, for a page that is not there (an unknown path, product
 * or seller): what it says shows without scripts. The browser draws the page anew over it (it is
 * not taken over: a product's screen, for one, would ask the API first). Drawn at the site's root
 * rather than its own address: the server keeps one such page for every unknown path, and no
 * visitor's path may show in the page another gets.
 */
export function renderNotFound(request: PageRequest): Promise<string> {
  return drawAt(
    { ...request, url: '/' },
    <AppProvider {...settingsOf(request, [])}>
      <AppLayout>
        <NotFoundRoute />
      </AppLayout>
    </AppProvider>,
  );
}
