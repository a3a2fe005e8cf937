import { accountFormEndpoints as accountForms } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { mailUser } from '../../mail/mail-user.js';
import { sessionOf } from '../../auth/authenticate.js';
import { issueCode } from '../../auth/one-time-codes.js';
import type { EnforceRateLimits } from '../../auth/rate-limits.js';
import { confirmChange } from '../../mail/templates/confirm-change.js';
import { withdrawal } from '../../mail/templates/withdrawal.js';
import type { Services } from '../../services.js';
import { route } from '../../http/route.js';

/** POST `auth/user/send-code/`: mails the signed-in user a code for a change or a withdrawal. */
export function sendCodeRoute(services: Services, enforce: EnforceRateLimits) {
  const { db, keys, mailer } = services;
  return async (app: FastifyInstance) => {
    route(
      app,
      accountForms.sendCode,
      async ({ body: { isWithdrawal } }, request) => {
        const { user } = sessionOf(request);
        const purpose = isWithdrawal ? 'withdrawal' : 'confirm_change';
        const code = await issueCode(db, keys.oneTimeCode, user.id, purpose);
        const template = isWithdrawal ? withdrawal : confirmChange;
        mailUser(mailer, request.log, user, template, { username: user.username, code });
        return { detail: `A code is on its way to ${user.email}.` };
      },
      { before: (request) => enforce(request, 'sendCodeByIp', 'sendCodeByUser') },
    );
  };
}
