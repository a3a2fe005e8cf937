import { unknown } from 'superstruct';
import { toFormData } from '../form-data.js';
import type { Requester } from '../request.js';
import {
  Detail,
  TokenPair,
  User,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type UpdateUserBody,
} from '../schemas/account.js';

/** PATCH `auth/user/` changes; `avatar` is a new image, or `null` to remove the current one. */
export type UserChanges = UpdateUserBody & { avatar?: Blob | null };

export function accountCalls(request: Requester) {
  return {
    /** POST `auth/register/`: a new account, signed in at once. */
    register: (body: RegisterBody) => request('POST', 'auth/register/', TokenPair, { body }),
    /** POST `auth/token/`: signs in with a username or an e-mail address. */
    login: (body: LoginBody) => request('POST', 'auth/token/', TokenPair, { body }),
    /** POST `auth/token/refresh/`: a new pair; the refresh token given is spent. */
    refresh: (refresh: string) =>
      request('POST', 'auth/token/refresh/', TokenPair, { body: { refresh } }),
    /** POST `auth/logout/`: revokes the refresh token's sign-in, or every sign-in with `all`. */
    logout: async (refresh: string, all = false) => {
      await request('POST', 'auth/logout/', unknown(), { body: { refresh, all } });
    },
    /** POST `auth/reset-password/send/`: e-mails a code if the address has an account. */
    sendResetCode: (email: string) =>
      request('POST', 'auth/reset-password/send/', Detail, { body: { email } }),
    /** POST `auth/reset-password/`: a new password with the e-mailed code; signs out everywhere. */
    resetPassword: (body: ResetPasswordBody) =>
      request('POST', 'auth/reset-password/', Detail, { body }),
    /** GET `auth/user/`: the signed-in user. */
    user: () => request('GET', 'auth/user/', User),
    /** PATCH `auth/user/`: multipart when there is a new avatar, JSON otherwise. */
    updateUser: (changes: UserChanges) =>
      request('PATCH', 'auth/user/', User, {
        body: changes.avatar instanceof Blob ? toFormData(changes) : changes,
      }),
    /** POST `auth/user/send-code/`: e-mails a code for a password or e-mail change, or a withdrawal. */
    sendCode: (isWithdrawal = false) =>
      request('POST', 'auth/user/send-code/', Detail, { body: { isWithdrawal } }),
  };
}
