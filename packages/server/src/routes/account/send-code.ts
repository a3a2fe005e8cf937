import { accountFormEndpoints as accountForms } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { mailUser } from '../../mail/mail-user.js';
import { sessionOf } from '../../auth/authenticate.js';
import { inChange } from '../../changes/in-change.js';
import { issueCode } from '../../auth/one-time-codes.js';
import type { EnforceRateLimits } from '../../auth/rate-limits.js';
import { confirmChange } from '../../mail/templates/confirm-change.js';
import { withdrawal } from '../../mail/templates/withdrawal.js';
import type { Services } from '../../services.js';
import { route } from '../../http/route.js';

/** POST `auth/user/send-code/`: mails the signed-in user a code for a change or a withdrawal. */
export function sendCodeRoute(services: Services, enforce: EnforceRateLimits) {
  const { keys } = services;
  return async (app: FastifyInstance) => {
    route(
      app,
      accountForms.sendCode,
      async ({ body: { isWithdrawal } }, request) => {
        const { user } = sessionOf(request);
        const purpose = isWithdrawal ? 'withdrawal' : 'confirm_change';
        const template = isWithdrawal ? withdrawal : confirmChange;
        await inChange({ ...services, log: request.log }, async ({ tx, afterCommit }) => {
          const code = await issueCode(tx, keys.oneTimeCode, user.id, purpose);
          // Mailed once the code is kept: a code that was never saved would be refused.
          afterCommit(({ mailer, log }) =>
            mailUser(mailer, log, user, template, { username: user.username, code }),
          );
        });
        return { detail: `A code is on its way to ${user.email}.` };
      },
      { before: (request) => enforce(request, 'sendCodeByIp', 'sendCodeByUser') },
    );
  };
}
