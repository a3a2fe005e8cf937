import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { BrowserApp } from './app/browser-app';
import { paths } from './config/paths';
import { adoptRefreshLink, followRefreshLink } from './lib/session/follow-refresh-link';
import { restoreSession, takeRefreshLink } from './lib/session/start-up';
import { auth } from './stores/auth-state';
import { loadFirstCatalogue } from './i18n/catalogue';
import { language } from './i18n/language';
import { session } from './lib/api-client';
import { beginTakeOver } from './hooks/use-hydrated';
import { keepAnswers, serverScreenIn } from './render/take-over';
import { mirrorPreferenceCookies } from './lib/preference-cookies';
import { preferences } from './stores/app-preferences';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The app in `#root`: taking over the screen the server drew there (`hydrateRoot`, from the
 * answers it was drawn from), or drawing the page by itself when there is none to take over.
 * The take-over is a transition, so React walks the drawn screen in slices of a few milliseconds,
 * yielding to the browser between them, instead of one task a slow phone is stuck in for half a
 * second (bench/README.md, "Web vitals"); the screen is already on show meanwhile.
 */
const start = () => {
  const app = (
    <StrictMode>
      <BrowserApp />
    </StrictMode>
  );
  const drawn = serverScreenIn(root, language, preferences);
  if (drawn) {
    keepAnswers(drawn);
    beginTakeOver();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
  // From here React hears every click and key, and takes over at once whatever part is hit:
  // said on the page for whoever waits for the app (the browser tests, e2e/support/page.ts).
  root.dataset.started = '';
};

// Start-up (docs/product.md, section 2): a `?refresh=` link's token leaves the address at once; where
// nobody is signed in it is adopted and the page reloads at `/`. Else a stored session is
// refreshed, a refused one sends the user to `/`, and a link to another account is asked about.
const linkToken = takeRefreshLink(new URL(window.location.href), (address) =>
  window.history.replaceState(window.history.state, '', address),
);
if (linkToken && !session.hasRefreshToken()) {
  adoptRefreshLink(linkToken);
} else {
  void restoreSession(session, auth).then((restored) => {
    if (!restored) navigate(paths.root, { replace: true });
    if (linkToken) void followRefreshLink(linkToken, auth.isAuthenticated);
  });
  void loadFirstCatalogue().then(() => {
    start();
    // Only the next page request reads these cookies: they wait for the first screen too. (Their
    // code is in the first load: a chunk of its own cost a first visit one more request.)
    mirrorPreferenceCookies();
  });
}
