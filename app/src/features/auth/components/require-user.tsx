import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { sentAwayFrom } from '../stores/private-page';
import { useAuth } from '../../../stores/use-auth';

/**
 * A screen for signed-in users: visitors go to `/` (docs/product.md, section 2, start-up). While the
 * start-up refresh is out it waits, so a reload does not throw out someone who is signed in.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isAuthenticated, isRestoring } = useAuth();
  if (isRestoring) return <PageLoading />;
  if (!isAuthenticated) return <SendVisitorAway />;
  return children;
}

/**
 * Sends a visitor to `/`, noting the page they asked for, so that Explore tells them why they
 * are there and offers to sign in and come back (PrivatePageNotice). It replaces the history's
 * entry, so Back does not return to a page that only sends them forward again.
 */
function SendVisitorAway() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useLayoutEffect(() => {
    sentAwayFrom(search ? `${location}?${search}` : location);
    navigate(paths.root, { replace: true });
  }, [location, search, navigate]);
  return null;
}
