import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { ExploreRoute } from './routes/explore';
import { NotFoundRoute } from './routes/not-found';

/** Which screen each path shows (SPEC.md, section 2). */
export function AppRouter() {
  return (
    <Switch>
      <Route path={paths.root}>
        {/* Replace, so Back does not return to `/` only to be sent forward again. */}
        <Redirect to={paths.explore} replace />
      </Route>
      <Route path={paths.explore} component={ExploreRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
