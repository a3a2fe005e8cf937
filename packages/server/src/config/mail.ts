import type { EnvReader } from './env-reader.js';

/** Who Plaza's mail comes from, and where support's goes. */
export interface MailConfig {
  mailFrom: string;
  /** Where new support tickets are mailed. */
  supportEmail: string;
}

/** MAIL_FROM and SUPPORT_EMAIL (SMTP_URL is one of the secrets). */
export function readMailConfig(env: EnvReader): MailConfig {
  const mailFrom = env.text('MAIL_FROM') ?? 'Plaza <no-reply@localhost>';
  if (!/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@]+@[^\s@]+$/.test(mailFrom)) {
    env.problem(
      `MAIL_FROM must be an address, such as "Plaza <shop@example.com>"; got "${mailFrom}"`,
    );
  }
  const supportEmail = env.text('SUPPORT_EMAIL') ?? 'support@localhost';
  if (!/^[^\s@]+@[^\s@]+$/.test(supportEmail)) {
    env.problem(`SUPPORT_EMAIL must be an e-mail address; got "${supportEmail}"`);
  }
  return { mailFrom, supportEmail };
}
