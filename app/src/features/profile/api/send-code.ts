import { accountFormApi } from '../../../lib/api-calls/account-forms';

/** POST `auth/user/send-code/`: e-mails the code that confirms an e-mail or password change. */
export async function sendCode(): Promise<void> {
  await accountFormApi.sendCode(false);
}
