import { findUserById } from '../accounts/users.js';
import type { UserRow } from '../auth/authenticate.js';
import type { Db } from '../db/database.js';
import type { Language } from '../http/language.js';
import type { Mailer } from './mailer.js';
import type { Mail, Template } from './templates/layout.js';

/**
 * Mails a user in their language without holding up the answer: a slow SMTP server must not delay
 * it, nor let timing tell whether an address has an account. A failure is logged, not answered.
 */
export function mailUser<Data>(
  mailer: Mailer,
  log: ErrorLog,
  to: Pick<UserRow, 'email' | 'language'>,
  template: Template<Data>,
  data: Data,
): void {
  const language: Language = to.language === 'en' ? 'en' : 'es';
  sendMail(mailer, log, to.email, template[language](data));
}

/** Sends `mail` to `address` without holding up the answer; a failure is logged. */
export function sendMail(mailer: Mailer, log: ErrorLog, address: string, mail: Mail): void {
  mailer.send(address, mail).catch((error: unknown) => {
    log.error({ err: error }, 'mail could not be sent');
  });
}

/** Where a mail that could not be sent is logged. */
export interface ErrorLog {
  error(object: object, message: string): void;
}

/** What mailing someone after a committed change needs: the database to read them, the mailer, a log. */
export interface Mailing {
  db: Db;
  mailer: Mailer;
  log: ErrorLog;
}

/** Mails user `userId` (who must exist) as `mailUser` does; `data` is made from them (their username). */
export async function mailUserById<Data>(
  { db, mailer, log }: Mailing,
  userId: number,
  template: Template<Data>,
  data: (user: UserRow) => Data,
): Promise<void> {
  const user = await findUserById(db, userId);
  mailUser(mailer, log, user, template, data(user));
}
