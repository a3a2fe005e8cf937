import type { AdminUserPage, AdminUserQuery } from '@plaza/api';
import useSWR from 'swr';
import { earningsApi } from '../../../lib/api-calls/earnings';

/** The cache key of GET `marketplace/admin/users/`, which a membership change refreshes. */
export const ADMIN_USERS_KEY = 'marketplace/admin/users/';

/** GET `marketplace/admin/users/`: every user, searched by username or e-mail. */
export function useAdminUsers(query: AdminUserQuery) {
  return useSWR<AdminUserPage, Error>(
    [ADMIN_USERS_KEY, query],
    ([, key]: [string, AdminUserQuery]) => earningsApi.adminUsers(key),
    { keepPreviousData: true },
  );
}
