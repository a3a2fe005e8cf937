// First: the app's modules may read the date as they load (fixed-clock.ts).
import './fixed-clock';
import type { User } from '@plaza/api';
import type { StoryContext } from '@storybook/react-vite';
import { useState, useSyncExternalStore } from 'react';
import { cache } from 'swr/_internal';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../app/src/app';
import { auth } from '../../../app/src/stores/auth-state';
import { cart } from '../../../app/src/features/cart/stores/app-cart';
import type { CartChoices } from '../../../app/src/features/cart/stores/cart-store';
import en from '../../../app/src/i18n/en.json';
import es from '../../../app/src/i18n/es.json';
import type { Language } from '../../../app/src/i18n/language';
import type { Messages } from '../../../app/src/i18n/messages';
import { session } from '../../../app/src/lib/api-client';
import { toasts } from '../../../app/src/lib/toasts';
import { NO_FILTERS } from '../../../app/src/lib/product-filters';
import { preferences } from '../../../app/src/stores/app-preferences';
import { DEFAULT_PREFERENCES } from '../../../app/src/stores/preferences';
import {
  answerApiWith,
  apiQuietFor,
  onApiChange,
  unansweredCalls,
  type Answers,
} from './fixture-api';
import { noNotifications } from './fixtures/pages';

/** What a screen story draws: the app at `path`, as `user` or a visitor, over `answers`. */
export interface ScreenFixture {
  path: string;
  /** Who is signed in; GET `auth/user/` answers with them. A visitor when left out. */
  user?: User;
  /**
   * The API's answers, or a function making them afresh for each story: a story whose play changes
   * something (a withdrawal decided, a ticket sent) keeps that in the function's own records, and
   * the next story starts from the fixture again.
   */
  answers: Answers | (() => Answers);
  /** What the cart holds (the browser's own, in local storage in the app). */
  cart?: Partial<CartChoices>;
}

/** Both whole catalogues (the build parses them: .storybook/vite.config.ts). */
export const catalogues = { es, en } as unknown as Record<Language, Messages>;

/** The app's language for the toolbar's locale: the RTL review locale reads English. */
export const languageOf = (locale: unknown): Language => (locale === 'es' ? 'es' : 'en');

type ScreenContext = Pick<StoryContext, 'globals' | 'parameters'>;

const fixtureOf = (parameters: StoryContext['parameters']) => parameters.screen as ScreenFixture;

/** SWR's `dedupingInterval` (the app keeps the default): how long a request serves later askers. */
const SWR_DEDUPING_MS = 2000;

/**
 * Before each screen story: the API's answers are the story's, SWR's cache forgets the last
 * story's, and the session, toasts, cart and layout (which live in the page's modules, as in the app) are
 * the story's: a story never sees what the one before it left. The cache is the app's own (its
 * `mutate` calls reach it), so it is cleared once the last story's requests are over and no
 * longer shared: one cleared under a request makes SWR drop that answer, and a screen that
 * joined the request would wait for it for ever.
 */
export async function setUpScreen({ globals, parameters }: ScreenContext): Promise<void> {
  const { user, answers: given, cart: cartChoices } = fixtureOf(parameters);
  await apiQuietFor(SWR_DEDUPING_MS + 100);
  const answers = typeof given === 'function' ? given() : given;
  // SWR's own cache, as a new page has it: each story mounts a new app, so nothing on show needs telling.
  for (const key of [...cache.keys()]) cache.delete(key);
  // Every signed-in screen's header asks who is signed in and what the bell has.
  answerApiWith(
    user ? { 'GET auth/user/': user, 'GET notifications/': noNotifications, ...answers } : answers,
  );
  if (user) session.store({ access: 'story-access', refresh: 'story-refresh' });
  else session.clear();
  Object.assign(auth, { isAuthenticated: Boolean(user), isRestoring: false });
  toasts.clear();
  Object.assign(cart, {
    items: [],
    shippingAddress: null,
    paymentMethodSelected: null,
    partnerName: '',
    filters: { ...NO_FILTERS },
    ...cartChoices,
  });
  Object.assign(preferences, {
    ...DEFAULT_PREFERENCES,
    direction: globals.direction === 'rtl' ? 'rtl' : 'ltr',
    darkMode: globals.theme === 'dark',
    semiDarkMode: globals.theme === 'semi-dark',
  });
}

/** The requests no fixture answered, over the screen where nobody can miss them. */
function UnansweredCalls() {
  const calls = useSyncExternalStore(onApiChange, () => unansweredCalls().join('\n'));
  if (!calls) return null;
  return (
    <pre
      role="alert"
      style={{
        position: 'fixed',
        insetBlockStart: 0,
        insetInline: 0,
        margin: 0,
        padding: '1rem',
        background: '#8b0000',
        color: '#fff',
        whiteSpace: 'pre-wrap',
      }}
    >
      {`No story fixture answers:\n${calls}`}
    </pre>
  );
}

/**
 * The app itself at the story's path, in memory (links and redirects move it, not the iframe),
 * in the toolbar's language, direction and colours. Layout changes made on the screen (the
 * Appearance panel, the header's dark mode) take effect as in the app.
 */
function AppScreen({ path, language }: { path: string; language: Language }) {
  const [location] = useState(() => memoryLocation({ path }));
  const layout = useSnapshot(preferences);
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App language={language} messages={catalogues[language]} layout={layout} />
      <UnansweredCalls />
    </Router>
  );
}

/**
 * A screen story's render: the app at its fixture's path. Keyed by the story, so the next story
 * gets a new app (its own address, its own state), not the last one's redrawn.
 */
export const renderScreen = (
  _args: unknown,
  { id, globals, parameters }: ScreenContext & Pick<StoryContext, 'id'>,
) => <AppScreen key={id} path={fixtureOf(parameters).path} language={languageOf(globals.locale)} />;
