import type { MailMessage } from '@plaza/api';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { ShopCounters } from '../metrics/shop-counters.js';
import type { Mail } from './templates/layout.js';

export interface Mailer {
  /** Sends one message; resolves once the transport (SMTP, or the log) has it. */
  send(to: string, mail: Mail): Promise<void>;
  /** The messages kept outside production for `dev/mail/`, newest first. */
  outbox: Outbox | undefined;
}

/** The latest messages per address, bounded so a long-running development server stays small. */
export class Outbox {
  private readonly byAddress = new Map<string, MailMessage[]>();
  constructor(
    private readonly perAddress = 20,
    private readonly addresses = 1000,
  ) {}

  keep(message: MailMessage): void {
    const address = message.to.toLowerCase();
    const list = [message, ...(this.byAddress.get(address) ?? [])].slice(0, this.perAddress);
    this.byAddress.delete(address);
    this.byAddress.set(address, list);
    const oldest = this.byAddress.keys().next().value;
    if (this.byAddress.size > this.addresses && oldest !== undefined) this.byAddress.delete(oldest);
  }

  to(address: string): MailMessage[] {
    return this.byAddress.get(address.toLowerCase()) ?? [];
  }
}

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise each message is only kept, and the log
 * says to whom and what about. Outside production every message is kept in an {@link Outbox} for
 * `dev/mail/`.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  keep: boolean;
  log: FastifyBaseLogger;
  counted: ShopCounters['mails'];
}): Mailer & { close(): void } {
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  const outbox = options.keep ? new Outbox() : undefined;
  return {
    outbox,
    async send(to, mail) {
      outbox?.keep({ to, ...mail, sent_at: new Date().toISOString() });
      if (transport) {
        await transport.sendMail({ from: options.from, to, ...mail }).catch((error: unknown) => {
          options.counted.inc({ outcome: 'failed' });
          throw error;
        });
      } else {
        // Never its words: a mail may hold a reset code, which no log line may (docs/api.md,
        // Operating Plaza). Production needs SMTP_URL, so such a mail is always in the outbox.
        options.log.info(
          { to, subject: mail.subject },
          'mail kept for dev/mail/, not sent (SMTP_URL is not set)',
        );
      }
      options.counted.inc({ outcome: 'sent' });
    },
    close: () => transport?.close(),
  };
}
