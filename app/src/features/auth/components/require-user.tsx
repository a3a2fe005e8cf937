import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { useAuth } from '../stores/use-auth';

/**
 * A screen for signed-in users: visitors go to `/` (SPEC.md, section 2, start-up). While the
 * start-up refresh is out it waits, so a reload does not throw out someone who is signed in.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isAuthenticated, isRestoring } = useAuth();
  if (isRestoring) return <PageLoading />;
  if (!isAuthenticated) return <Redirect to={paths.root} replace />;
  return children;
}
