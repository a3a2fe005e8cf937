import type { PageRequest } from '@plaza/api';
import { prerender } from 'react-dom/static';
import { unstable_serialize } from 'swr';
import { Router } from 'wouter';
import { App } from '../app';
import type { Messages } from '../i18n/messages';
import { DEFAULT_PREFERENCES } from '../stores/preferences';
import { catalogues } from './catalogues';
import type { PageAnswer } from './page-answers';

/**
 * The first screen at `request.url`, drawn as the browser draws it from the same answers, in the
 * visitor's language, direction and colours, as a visitor (the server never knows who asks: the
 * session is in local storage). React's `prerender` waits for the screen's code (the routes are
 * lazy) before it writes anything. Rejects when any part fails to draw, rather than sending a
 * screen the browser would draw otherwise.
 */
export async function renderScreen(request: PageRequest, answers: PageAnswer[]): Promise<string> {
  const url = new URL(request.url, 'http://page');
  const fallback = Object.fromEntries(
    answers.map(([key, data]) => [unstable_serialize(key), data]),
  );
  const layout = {
    ...DEFAULT_PREFERENCES,
    direction: request.direction,
    darkMode: request.scheme === 'dark',
    semiDarkMode: request.scheme === 'semi-dark',
  };
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
      <App
        language={request.language}
        messages={catalogues[request.language] as Messages}
        layout={layout}
        // A cache of its own for each page: the process draws pages for everyone.
        swr={{ fallback, provider: () => new Map() }}
      />
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
