import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../auth/authenticate.js';
import type { Language } from '../http/language.js';
import type { Mailer } from '../mail/mailer.js';
import type { Template } from '../mail/templates/layout.js';
import type { Services } from '../services.js';
import { findUserById } from './users.js';

/**
 * Mails a user in their language without holding up the answer: a slow SMTP server must not delay
 * it, nor let timing tell whether an address has an account. A failure is logged, not answered.
 */
export function notify<Data>(
  mailer: Mailer,
  log: { error(object: object, message: string): void },
  to: Pick<UserRow, 'email' | 'language'>,
  template: Template<Data>,
  data: Data,
): void {
  const language: Language = to.language === 'en' ? 'en' : 'es';
  mailer.send(to.email, template[language](data)).catch((error: unknown) => {
    log.error({ err: error }, 'mail could not be sent');
  });
}

/** What mailing someone after a committed change needs: the database to read them, the mailer, a log. */
export type Mailing = Pick<Services, 'db' | 'mailer'> & { log: FastifyBaseLogger };

/** Mails user `userId` (who must exist) as `notify` does; `data` is made from them (their username). */
export async function notifyUser<Data>(
  { db, mailer, log }: Mailing,
  userId: number,
  template: Template<Data>,
  data: (user: UserRow) => Data,
): Promise<void> {
  const user = await findUserById(db, userId);
  notify(mailer, log, user, template, data(user));
}
