import * as account from '../endpoints/account-forms.js';
import type { Requester } from '../request.js';
import type {
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateUserBody,
} from '../schemas/account-forms.js';

/** PATCH `auth/user/` changes; `avatar` is a new image, or `null` to remove the current one. */
export type UserChanges = UpdateUserBody & { avatar?: Blob | null };

/** A new avatar travels as a file; `null`, its removal, as a field of the JSON body. */
function userChanges({ avatar, ...changes }: UserChanges) {
  if (avatar instanceof Blob) return { body: changes, files: { avatar } };
  return { body: { ...changes, ...(avatar === null && { avatar }) } };
}

/** The calls of the account's forms: sign up and in, the password, the profile, codes. */
export function accountFormCalls(request: Requester) {
  return {
    /** POST `auth/register/`: a new account, signed in at once. */
    register: (body: RegisterBody) => request(account.register, { body }),
    /** POST `auth/token/`: signs in with a username or an e-mail address. */
    login: (body: LoginBody) => request(account.login, { body }),
    /** POST `auth/reset-password/send/`: e-mails a code if the address has an account. */
    sendResetCode: (email: string) => request(account.sendResetCode, { body: { email } }),
    /** POST `auth/reset-password/`: a new password with the e-mailed code; signs out everywhere. */
    resetPassword: (body: ResetPasswordBody) => request(account.resetPassword, { body }),
    /** PATCH `auth/user/`: multipart when there is a new avatar, JSON otherwise. */
    updateUser: (changes: UserChanges) => request(account.updateUser, userChanges(changes)),
    /** POST `auth/user/send-code/`: e-mails a code for a password or e-mail change, or a withdrawal. */
    sendCode: (isWithdrawal = false) => request(account.sendCode, { body: { isWithdrawal } }),
  };
}
