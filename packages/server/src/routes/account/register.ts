import { accountFormEndpoints as accountForms } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { normalizeReferralCode } from '../../accounts/referral-codes.js';
import { startSession } from '../../accounts/sessions.js';
import { emailTaken, insertUser, uniqueViolation, usernameTaken } from '../../accounts/users.js';
import { GUESSABLE_PASSWORD, isGuessable } from '../../auth/password-strength.js';
import { hashPassword } from '../../auth/passwords.js';
import type { EnforceRateLimits } from '../../auth/rate-limits.js';
import { users } from '../../db/schema/index.js';
import { HttpError, ValidationError } from '../../http/http-error.js';
import { requestLanguage } from '../../http/language.js';
import type { Services } from '../../services.js';
import { TAKEN } from './errors.js';
import { route } from '../../http/route.js';

/** Codes and details named by the specification (docs/api.md, Conventions). */
const captchaRequired = () => new HttpError(400, 'captcha_required', 'Hcaptcha is required');
const invalidReferral = () =>
  new HttpError(400, 'invalid_referral', "This registry doesn't have a valid reffer code");
const userCreateError = () => new HttpError(400, 'user_create_error', 'Error to create user');

/** POST `auth/register/`: a new account, signed in at once (`201 {access, refresh}`). */
export function registerRoute(services: Services, enforce: EnforceRateLimits) {
  const { db, config } = services;
  return async (app: FastifyInstance) => {
    route(
      app,
      accountForms.register,
      async ({ body }, request, reply) => {
        await enforce(request, 'registerByEmail');
        if (!(await services.verifyCaptcha(body.hcaptcha_token, request.ip)))
          throw captchaRequired();

        const fields: Record<string, string[]> = {};
        const names = [body.username, body.email, body.first_name, body.last_name];
        if (isGuessable(body.password, names)) fields.password = [GUESSABLE_PASSWORD];
        if (await usernameTaken(db, body.username)) {
          fields.username = [TAKEN.username];
        }
        if (await emailTaken(db, body.email)) {
          fields.email = [TAKEN.email];
        }
        if (Object.keys(fields).length > 0) throw new ValidationError(fields);

        let referredById: number | null = null;
        const referralCode = body.referral_code?.trim();
        if (referralCode) {
          const [referrer] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.referralCode, normalizeReferralCode(referralCode)));
          if (!referrer) throw invalidReferral();
          referredById = referrer.id;
        }

        let userId: number;
        try {
          const user = await insertUser(db, {
            username: body.username,
            email: body.email,
            passwordHash: await hashPassword(body.password, config.scryptCost),
            firstName: body.first_name.trim(),
            lastName: body.last_name.trim(),
            referredById,
            language: requestLanguage(request),
          });
          userId = user.id;
        } catch (error) {
          // Someone took the username or address between the checks above and the insert.
          if (uniqueViolation(error)) throw userCreateError();
          throw error;
        }
        reply.status(201);
        return startSession(services, userId);
      },
      // Every try counts against the address, a malformed one too.
      { before: (request) => enforce(request, 'registerByIp') },
    );
  };
}
