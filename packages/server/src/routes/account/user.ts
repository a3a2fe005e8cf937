import { accountEndpoints as account, accountFormEndpoints as accountForms } from '@plaza/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailUser } from '../../mail/mail-user.js';
import {
  emailTaken,
  normalizeEmail,
  uniqueViolation,
  userAnswer,
  usernameTaken,
} from '../../accounts/users.js';
import { sessionOf } from '../../auth/authenticate.js';
import { spendCode } from '../../auth/one-time-codes.js';
import { GUESSABLE_PASSWORD, isGuessable } from '../../auth/password-strength.js';
import { hashPassword } from '../../auth/passwords.js';
import { revokeUserRefreshTokens } from '../../auth/refresh-tokens.js';
import { inChange } from '../../changes/in-change.js';
import { users } from '../../db/schema/index.js';
import { invalidField, ValidationError } from '../../http/http-error.js';
import { readMultipart } from '../../http/multipart.js';
import { originOf } from '../../http/origin.js';
import { accountChanged } from '../../mail/templates/account-changed.js';
import type { Services } from '../../services.js';
import { avatarFromUpload } from '../../storage/avatar-image.js';
import { MAX_IMAGE_BYTES } from '../../storage/images.js';
import { codeRequired, invalidCode, TAKEN } from './errors.js';
import { route } from '../../http/route.js';

/** `undefined`: keep the avatar; `null`: remove it; a buffer: the uploaded file. */
type AvatarChange = Buffer | null | undefined;

function avatarField(value: unknown): AvatarChange {
  if (value === undefined || value === null) return value;
  throw invalidField('avatar', 'The submitted data was not a file.');
}

/** The changes of a PATCH, from JSON or from multipart with flattened keys. */
async function readChanges(
  request: FastifyRequest,
): Promise<{ fields: unknown; avatar: AvatarChange }> {
  if (!request.isMultipart()) {
    const body = request.body;
    const avatar =
      body && typeof body === 'object' ? (body as { avatar?: unknown }).avatar : undefined;
    return { fields: body, avatar: avatarField(avatar) };
  }
  const { fields, files } = await readMultipart(request, {
    maxFileBytes: MAX_IMAGE_BYTES,
    maxFiles: 1,
  });
  const file = files.find((part) => part.field === 'avatar');
  // A form whose file input was left empty still sends the part, with no name and no bytes.
  if (file && (file.filename || file.data.length > 0)) return { fields, avatar: file.data };
  return { fields, avatar: avatarField(fields.avatar) };
}

/** GET and PATCH `auth/user/`: the signed-in user, and changes to their profile. */
export function userRoutes(services: Services) {
  const { db, config, keys, storage } = services;
  return async (app: FastifyInstance) => {
    route(app, account.user, async (_input, request) =>
      userAnswer(db, storage, sessionOf(request).user.id, originOf(request)),
    );

    route(
      app,
      accountForms.updateUser,
      async ({ body: changes, form: { avatar } }, request) => {
        const { user, sessionId } = sessionOf(request);
        const email = changes.email === undefined ? undefined : normalizeEmail(changes.email);
        const newEmail = email !== undefined && email !== user.email ? email : undefined;

        const errors: Record<string, string[]> = {};
        if (changes.username && (await usernameTaken(db, changes.username, user.id))) {
          errors.username = [TAKEN.username];
        }
        if (newEmail && (await emailTaken(db, newEmail))) errors.email = [TAKEN.email];
        const names = [changes.username ?? user.username, newEmail ?? user.email, user.firstName];
        if (changes.password && isGuessable(changes.password, names)) {
          errors.password = [GUESSABLE_PASSWORD];
        }
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        const thumbnail = avatar ? await avatarFromUpload(avatar) : avatar;

        // A new address or password is a change of credentials: it takes a code sent to the
        // current address, so a stolen session alone can't take the account over.
        if (newEmail || changes.password) {
          if (!changes.code) throw codeRequired();
          if (!(await spendCode(db, keys.oneTimeCode, user.id, 'confirm_change', changes.code))) {
            throw invalidCode();
          }
        }

        const avatarKey = thumbnail ? await storage.save('avatars', thumbnail, 'webp') : thumbnail;
        const values = Object.fromEntries(
          Object.entries({
            username: changes.username,
            email: newEmail,
            firstName: changes.first_name?.trim(),
            lastName: changes.last_name?.trim(),
            phoneNumber: changes.phone_number,
            avatar: avatarKey,
            passwordHash: changes.password
              ? await hashPassword(changes.password, config.scryptCost)
              : undefined,
          }).filter(([, value]) => value !== undefined),
        );
        try {
          await inChange(
            { ...services, log: request.log },
            async ({ tx, catalogueChanged, afterCommit }) => {
              if (Object.keys(values).length > 0) {
                await tx.update(users).set(values).where(eq(users.id, user.id));
              }
              // Other sessions may be someone who learnt the old password: they end; this one stays.
              if (changes.password) await revokeUserRefreshTokens(tx, user.id, sessionId);
              // A seller's name and picture show on each of their products.
              if (changes.username !== undefined || avatarKey !== undefined) catalogueChanged();
              // Told at the address the account had, so its owner hears of it even if it was not them.
              const notice = (change: 'email' | 'password') =>
                afterCommit(({ mailer, log }) =>
                  mailUser(mailer, log, user, accountChanged, { username: user.username, change }),
                );
              if (newEmail) notice('email');
              if (changes.password) notice('password');
            },
          );
        } catch (error) {
          if (avatarKey) await storage.remove(avatarKey);
          const constraint = uniqueViolation(error);
          if (constraint?.includes('username')) throw invalidField('username', TAKEN.username);
          if (constraint?.includes('email')) throw invalidField('email', TAKEN.email);
          throw error;
        }
        if (avatarKey !== undefined && user.avatar) await storage.remove(user.avatar);
        return userAnswer(db, storage, user.id, originOf(request));
      },
      { form: { read: readChanges } },
    );
  };
}
