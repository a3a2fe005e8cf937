import type { User, UserChanges } from '@plaza/api';
import { mutate } from 'swr';
import { accountFormApi } from '../../../lib/api-calls/account-forms';
import { USER_KEY } from '../../../lib/user-key';

/** PATCH `auth/user/` (multipart with a new avatar); the cached user becomes the answer (User tag). */
export async function updateProfile(changes: UserChanges): Promise<User> {
  const user = await accountFormApi.updateUser(changes);
  await mutate(USER_KEY, user, { revalidate: false });
  return user;
}
