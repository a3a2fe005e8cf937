import type { AdminUserPage, AdminUserQuery } from '@plaza/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

/** The cache key of GET `marketplace/admin/users/`, which a membership change refreshes. */
export const ADMIN_USERS_KEY = 'marketplace/admin/users/';

/** GET `marketplace/admin/users/`: every user, searched by username or e-mail. */
export function useAdminUsers(query: AdminUserQuery) {
  return useSWR<AdminUserPage, Error>(
    [ADMIN_USERS_KEY, query],
    ([, key]: [string, AdminUserQuery]) => api.adminUsers(key),
    { keepPreviousData: true },
  );
}
