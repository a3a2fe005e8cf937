import type { AdminUser } from '@plaza/api';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/revalidate';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** PATCH `marketplace/admin/users/{id}/`: gives or takes a membership (a member pays no fee). */
export async function setMembership(id: number, hasMembership: boolean): Promise<AdminUser> {
  const user = await api.setMembership(id, { has_membership: hasMembership });
  await revalidate(ADMIN_USERS_KEY);
  return user;
}
