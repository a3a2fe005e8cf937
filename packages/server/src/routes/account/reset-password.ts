import { Detail, ResetPasswordBody, ResetPasswordSendBody } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notify } from '../../accounts/notify.js';
import { findUserByEmail } from '../../accounts/users.js';
import { issueCode, spendCode } from '../../auth/one-time-codes.js';
import { GUESSABLE_PASSWORD, isGuessable } from '../../auth/password-strength.js';
import { hashPassword } from '../../auth/passwords.js';
import type { EnforceRateLimits } from '../../auth/rate-limits.js';
import { revokeUserRefreshTokens } from '../../auth/refresh-tokens.js';
import { users } from '../../db/schema/index.js';
import { invalidField } from '../../http/http-error.js';
import { parse } from '../../http/validate.js';
import { accountChanged } from '../../mail/templates/account-changed.js';
import { resetPassword } from '../../mail/templates/reset-password.js';
import type { Services } from '../../services.js';
import { invalidCode } from './errors.js';
import { operation } from '../../http/operation.js';

/** POST `auth/reset-password/send/` and POST `auth/reset-password/`. */
export function resetPasswordRoutes(services: Services, enforce: EnforceRateLimits) {
  const { db, config, keys, mailer } = services;
  return async (app: FastifyInstance) => {
    const sendDoc = operation({
      summary: 'Mail a code that resets the password',
      tag: 'Account',
      body: ResetPasswordSendBody,
      answers: { 200: Detail },
      errors: [429],
    });
    app.post('/auth/reset-password/send/', sendDoc, async (request): Promise<Detail> => {
      await enforce(request, 'resetSendByIp');
      const body = parse(ResetPasswordSendBody, request.body);
      await enforce(request, 'resetSendByEmail');
      const user = await findUserByEmail(db, body.email);
      if (user) {
        const code = await issueCode(db, keys.oneTimeCode, user.id, 'reset_password');
        notify(mailer, request.log, user, resetPassword, { username: user.username, code });
      }
      // The same words either way: this call must not tell which addresses have an account.
      return { detail: 'If the address has an account, a code is on its way to it.' };
    });

    const resetDoc = operation({
      summary: 'Set a new password with the mailed code',
      tag: 'Account',
      body: ResetPasswordBody,
      answers: { 200: Detail },
      errors: [429],
    });
    app.post('/auth/reset-password/', resetDoc, async (request): Promise<Detail> => {
      await enforce(request, 'resetByIp');
      const body = parse(ResetPasswordBody, request.body);
      await enforce(request, 'resetByEmail');
      const user = await findUserByEmail(db, body.email);
      if (isGuessable(body.password, [body.email, user?.username ?? ''])) {
        throw invalidField('password', GUESSABLE_PASSWORD);
      }
      if (!user || !(await spendCode(db, keys.oneTimeCode, user.id, 'reset_password', body.otp))) {
        throw invalidCode();
      }
      const passwordHash = await hashPassword(body.password, config.scryptCost);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        // Whoever knew the old password may hold a session: every one of them ends here.
        await revokeUserRefreshTokens(tx, user.id);
      });
      notify(mailer, request.log, user, accountChanged, {
        username: user.username,
        change: 'password',
      });
      return { detail: 'Your password has been reset.' };
    });
  };
}
