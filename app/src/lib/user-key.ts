import { mutate } from 'swr';
import { revalidate } from './revalidate';

/** The cache key of GET `auth/user/`: docs/product.md's User tag, invalidated by login. */
export const USER_KEY = 'auth/user/';

/**
 * Fetches the signed-in user again, after an action that changes what waits for them (a payment, a
 * received purchase, a sale sent): the pending dots of the sidebar and the user menu follow at once,
 * and so does the notification bell, which such an action may have news for.
 */
export function refreshUser(): Promise<unknown> {
  return Promise.all([mutate(USER_KEY), revalidate('notifications/')]);
}
