import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageLoading } from '../../../components/page-loading';
import { useAuth } from '../../../stores/use-auth';

/**
 * A screen for visitors (login, register, forgot password: docs/product.md, section 2). Someone already
 * signed in has no use for it and goes on to `to`.
 */
export function GuestOnly({ to, children }: { to: string; children: ReactNode }) {
  const { isAuthenticated, isRestoring } = useAuth();
  if (isRestoring) return <PageLoading />;
  if (isAuthenticated) return <Redirect to={to} replace />;
  return children;
}
