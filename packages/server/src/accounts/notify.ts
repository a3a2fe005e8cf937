import type { UserRow } from '../auth/authenticate.js';
import type { Language } from '../http/language.js';
import type { Mailer } from '../mail/mailer.js';
import type { Template } from '../mail/templates/layout.js';

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
