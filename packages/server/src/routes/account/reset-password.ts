import { accountFormEndpoints as accountForms } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailUser } from '../../mail/mail-user.js';
import { findUserByEmail } from '../../accounts/users.js';
import { issueCode, spendCode } from '../../auth/one-time-codes.js';
import { GUESSABLE_PASSWORD, isGuessable } from '../../auth/password-strength.js';
import { hashPassword } from '../../auth/passwords.js';
import type { EnforceRateLimits } from '../../auth/rate-limits.js';
import { revokeUserRefreshTokens } from '../../auth/refresh-tokens.js';
import { inChange } from '../../changes/in-change.js';
import { users } from '../../db/schema/index.js';
import { invalidField } from '../../http/http-error.js';
import { accountChanged } from '../../mail/templates/account-changed.js';
import { resetPassword } from '../../mail/templates/reset-password.js';
import type { Services } from '../../services.js';
import { invalidCode } from './errors.js';
import { route } from '../../http/route.js';

/** POST `auth/reset-password/send/` and POST `auth/reset-password/`. */
export function resetPasswordRoutes(services: Services, enforce: EnforceRateLimits) {
  const { db, config, keys } = services;
  return async (app: FastifyInstance) => {
    route(
      app,
      accountForms.sendResetCode,
      async ({ body }, request) => {
        await enforce(request, 'resetSendByEmail');
        const user = await findUserByEmail(db, body.email);
        if (user) {
          await inChange({ ...services, log: request.log }, async ({ tx, afterCommit }) => {
            const code = await issueCode(tx, keys.oneTimeCode, user.id, 'reset_password');
            afterCommit(({ mailer, log }) =>
              mailUser(mailer, log, user, resetPassword, { username: user.username, code }),
            );
          });
        }
        // The same words either way: this call must not tell which addresses have an account.
        return { detail: 'If the address has an account, a code is on its way to it.' };
      },
      { before: (request) => enforce(request, 'resetSendByIp') },
    );

    route(
      app,
      accountForms.resetPassword,
      async ({ body }, request) => {
        await enforce(request, 'resetByEmail');
        const user = await findUserByEmail(db, body.email);
        if (isGuessable(body.password, [body.email, user?.username ?? ''])) {
          throw invalidField('password', GUESSABLE_PASSWORD);
        }
        if (
          !user ||
          !(await spendCode(db, keys.oneTimeCode, user.id, 'reset_password', body.otp))
        ) {
          throw invalidCode();
        }
        const passwordHash = await hashPassword(body.password, config.scryptCost);
        await inChange({ ...services, log: request.log }, async ({ tx, afterCommit }) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
          // Whoever knew the old password may hold a session: every one of them ends here.
          await revokeUserRefreshTokens(tx, user.id);
          afterCommit(({ mailer, log }) =>
            mailUser(mailer, log, user, accountChanged, {
              username: user.username,
              change: 'password',
            }),
          );
        });
        return { detail: 'Your password has been reset.' };
      },
      { before: (request) => enforce(request, 'resetByIp') },
    );
  };
}
