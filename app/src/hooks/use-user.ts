import { ApiError, type User } from '@plaza/api';
import useSWR from 'swr';
import { session } from '../lib/api-client';
import { accountApi } from '../lib/api-calls/account';
import { USER_KEY } from '../lib/user-key';
import { auth } from '../stores/auth-state';
import { useAuth } from '../stores/use-auth';

/** GET `auth/user/`: the signed-in user. */
function getUser(): Promise<User> {
  return accountApi.user();
}

/** The signed-in user; no call at all unless signed in (docs/product.md, section 6). */
export function useUser() {
  const { isAuthenticated } = useAuth();
  return useSWR<User, Error>(isAuthenticated ? USER_KEY : null, getUser, {
    onError: (error) => {
      // The server no longer takes this session (signed out elsewhere, account gone): stop acting signed in.
      if (error instanceof ApiError && error.status === 401) {
        session.clear();
        auth.isAuthenticated = false;
      }
    },
  });
}
