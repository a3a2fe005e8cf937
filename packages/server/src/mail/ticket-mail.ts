import { findUserById } from '../accounts/users.js';
import type { supportTickets } from '../db/schema/index.js';
import { mailUser, mailUserById, sendMail, type Mailing } from './mail-user.js';
import { ticketAnswered } from './templates/ticket-answered.js';
import { ticketForSupport } from './templates/ticket-for-support.js';
import { ticketReceipt } from './templates/ticket-receipt.js';

type TicketRow = typeof supportTickets.$inferSelect;

/** Once a ticket is committed: its author's receipt, and the support team's copy at `supportEmail`. */
export async function mailTicketOpened(
  mailing: Mailing,
  supportEmail: string,
  ticket: TicketRow,
): Promise<void> {
  const author = await findUserById(mailing.db, ticket.userId);
  const { id, subject } = ticket;
  mailUser(mailing.mailer, mailing.log, author, ticketReceipt, {
    username: author.username,
    id,
    subject,
  });
  const forSupport = ticketForSupport({
    id,
    subject,
    information: ticket.information,
    purchase: ticket.purchaseId,
    hasAttachment: ticket.attachment !== null,
    username: author.username,
    email: author.email,
  });
  sendMail(mailing.mailer, mailing.log, supportEmail, forSupport);
}

/** Its author hears of the answer to their ticket. */
export function mailTicketAnswered(mailing: Mailing, ticket: TicketRow): Promise<void> {
  return mailUserById(mailing, ticket.userId, ticketAnswered, (author) => ({
    username: author.username,
    id: ticket.id,
    subject: ticket.subject,
    answer: ticket.answer ?? '',
  }));
}
