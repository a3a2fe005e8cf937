import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { auth } from '../stores/auth-state';

/**
 * A screen for signed-in users: visitors go to `/` (SPEC.md, section 2, start-up). While the
 * start-up refresh is out it waits, so a reload does not throw out someone who is signed in.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isAuthenticated, isRestoring } = useSnapshot(auth);
  if (isRestoring) return <PageLoading />;
  if (!isAuthenticated) return <Redirect to={paths.root} replace />;
  return children;
}
