import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { PageLoading } from '../components/page-loading';
import { pages, type FirstLoadPage, type Page } from '../config/pages';
import { routePattern } from '../config/route-pattern';
import {
  PrivatePageNotice,
  useDropPrivatePageNotice,
} from '../features/auth/components/private-page-notice';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireUser } from '../features/auth/components/require-user';
import { withAllMessages } from '../i18n/catalogue';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
// The first screens (explore and a product, with not-found, which a product shows when there is
// none) are not lazy: the app and they are one chunk (vite.config.ts), which the
// browser has by the time it takes over the screen the server drew, and a lazy screen would hold
// its part of the take-over back until it settled (use-hydrated.tsx).
import { ExploreRoute } from './routes/explore';
import { NotFoundRoute } from './routes/not-found';
import { ProductRoute } from './routes/product';

/** The screens of the pages config/pages.ts names `first-load`, imported as they are. */
const FIRST_LOAD_SCREENS: Record<FirstLoadPage, ComponentType> = {
  explore: ExploreRoute,
  product: ProductRoute,
};

/** A page's screen; any but the first ones shows once the rest of the messages are there too. */
function screenOf(name: string, page: Exclude<Page, { redirect: string }>): ComponentType {
  const { screen } = page;
  if (screen !== 'first-load')
    return lazy(async () => ({ default: await withAllMessages(screen) }));
  return FIRST_LOAD_SCREENS[name as FirstLoadPage];
}

/** A page's screen as its access has it: signed-in users' and administrators' are guarded. */
function guarded(page: Exclude<Page, { redirect: string }>, Screen: ComponentType): ReactNode {
  if (page.access === 'user') {
    return (
      <RequireUser>
        <Screen />
      </RequireUser>
    );
  }
  if (page.access === 'admin') {
    return (
      <RequireAdmin fallback={<NotFoundRoute />}>
        <Screen />
      </RequireAdmin>
    );
  }
  return <Screen />;
}

const table = Object.entries(pages) as [string, Page][];

/** A route for each page of the table: a redirect, or the screen in its layout. */
const routesOf = (kept: (page: Exclude<Page, { redirect: string }>) => boolean) =>
  table.map(([name, page]) =>
    'redirect' in page ? null : kept(page) ? (
      <Route key={name} path={page.path}>
        {guarded(page, screenOf(name, page))}
      </Route>
    ) : null,
  );

const REDIRECTS = table.flatMap(([name, page]) =>
  'redirect' in page
    ? [
        <Route key={name} path={page.path}>
          <Redirect to={page.redirect} replace />
        </Route>,
      ]
    : [],
);
const isAccountForm = (page: Exclude<Page, { redirect: string }>) => page.access === 'account';
const ACCOUNT_ROUTES = routesOf(isAccountForm);
const APP_ROUTES = routesOf((page) => !isAccountForm(page));
/** The account forms' paths, as one route: moving between them keeps their layout. */
const ACCOUNT_FORMS = new RegExp(
  table
    .flatMap(([, page]) => ('access' in page && isAccountForm(page) ? [page.path] : []))
    .map((path) => routePattern(path).pattern.source)
    .join('|'),
  'i',
);

const screen = (children: ReactNode) => <Suspense fallback={<PageLoading />}>{children}</Suspense>;

/**
 * Which screen each path shows: the route table's (config/pages.ts), matched as the server
 * matches it (route-pattern.ts). A visitor on a users' page goes to `/` (docs/product.md, section 2);
 * an unknown path gets the not-found screen instead, for everyone, since a mistyped link should
 * say so rather than land somewhere else without a word.
 */
export function AppRouter() {
  useDropPrivatePageNotice();
  return (
    <Router parser={routePattern}>
      <Switch>
        {REDIRECTS}
        <Route path={ACCOUNT_FORMS}>
          <PublicLayout>{screen(<Switch>{ACCOUNT_ROUTES}</Switch>)}</PublicLayout>
        </Route>
        <Route>
          <AppLayout>
            <PrivatePageNotice />
            {screen(
              <Switch>
                {APP_ROUTES}
                <Route component={NotFoundRoute} />
              </Switch>,
            )}
          </AppLayout>
        </Route>
      </Switch>
    </Router>
  );
}
