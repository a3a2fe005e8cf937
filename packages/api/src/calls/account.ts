import * as account from '../endpoints/account.js';
import type { Requester } from '../request.js';

/** The calls a session makes: its tokens and its user (the forms' are account-forms.ts's). */
export function accountCalls(request: Requester) {
  return {
    /** POST `auth/token/refresh/`: a new pair; the refresh token given is spent. */
    refresh: (refresh: string) => request(account.refresh, { body: { refresh } }),
    /** POST `auth/logout/`: revokes the refresh token's sign-in, or every sign-in with `all`. */
    logout: (refresh: string, all = false): Promise<void> =>
      request(account.logout, { body: { refresh, all } }),
    /** GET `auth/user/`: the signed-in user. */
    user: () => request(account.user),
  };
}
