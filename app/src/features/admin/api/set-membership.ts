import type { AdminUser } from '@plaza/api';
import { earningsApi } from '../../../lib/api-calls/earnings';
import { revalidate } from '../../../lib/revalidate';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** PATCH `marketplace/admin/users/{id}/`: gives or takes a membership (a member pays no fee). */
export async function setMembership(id: number, hasMembership: boolean): Promise<AdminUser> {
  const user = await earningsApi.setMembership(id, { has_membership: hasMembership });
  await revalidate(ADMIN_USERS_KEY);
  return user;
}
