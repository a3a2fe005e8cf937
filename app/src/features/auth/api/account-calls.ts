import type { LoginBody, RegisterBody, ResetPasswordBody } from '@plaza/api';
import { accountFormApi } from '../../../lib/api-calls/account-forms';
import { signIn } from '../../../lib/session/sign-in';

/** POST `auth/token/`: signs in with a username or an e-mail address. */
export async function logIn(body: LoginBody): Promise<void> {
  await signIn(await accountFormApi.login(body));
}

/** POST `auth/register/`: the new account is signed in at once. */
export async function register(body: RegisterBody): Promise<void> {
  await signIn(await accountFormApi.register(body));
}

/** POST `auth/reset-password/send/`: e-mails a 6-digit code if the address has an account. */
export async function sendResetCode(email: string): Promise<void> {
  await accountFormApi.sendResetCode(email);
}

/** POST `auth/reset-password/`: a new password with the code; every session of the user ends. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await accountFormApi.resetPassword(body);
}
