import type { ReactNode } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { useUser } from '../../../hooks/use-user';
import { RequireUser } from './require-user';

/**
 * A screen for administrators (docs/product.md, section 6). Visitors go to `/` like on any account screen;
 * signed-in users who are not administrators get `fallback`, the not-found screen, since for them
 * the page does not exist.
 */
export function RequireAdmin({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <RequireUser>
      <AdminOnly fallback={fallback}>{children}</AdminOnly>
    </RequireUser>
  );
}

function AdminOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { data: user } = useUser();
  if (!user) return <PageLoading />;
  return user.is_admin ? children : fallback;
}
