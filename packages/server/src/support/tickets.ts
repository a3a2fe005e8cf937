import type { Ticket, TicketStatus } from '@plaza/api';
import { and, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../db/like-pattern.js';
import { findUserById } from '../accounts/users.js';
import { throttled } from '../auth/rate-limits.js';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { pageWithUsers } from '../db/page-with-users.js';
import { supportTickets, users } from '../db/schema/index.js';
import { lockUser } from '../ledger/balance.js';
import { mailTicketAnswered, mailTicketOpened } from '../mail/ticket-mail.js';
import { notify } from '../notifications/notify.js';

export type TicketRow = typeof supportTickets.$inferSelect;

/** docs/api.md: at most 10 tickets per user per hour. */
const TICKETS_PER_HOUR = 10;

/**
 * The `Ticket` of docs/api.md; `linkOf` gives the signed link to a ticket's picture
 * (attachment-links.ts), never its key's address: the file is private.
 */
export function ticketAnswer(row: TicketRow, linkOf: (ticketId: number) => string): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    information: row.information,
    purchase: row.purchaseId,
    attachment: row.attachment ? linkOf(row.id) : null,
    status: row.status,
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface NewTicket {
  subject: string;
  information: string;
  purchaseId: number | null;
  attachment: string | null;
}

/**
 * Opens a ticket unless the user opened 10 in the last hour (`429`, with how long until the oldest
 * of them is an hour old). Tickets are counted in the database, under a lock on the user, so the
 * limit holds for tickets made, not requests, and across every instance. Once it is committed its
 * author gets a receipt and the support team a copy (`SUPPORT_EMAIL`).
 */
export async function openTicket(
  services: ChangeServices & { config: { supportEmail: string } },
  userId: number,
  ticket: NewTicket,
): Promise<TicketRow> {
  return inChange(services, async ({ tx, afterCommit }) => {
    await lockUser(tx, userId);
    const recent = await tx
      .select({ createdAt: supportTickets.createdAt })
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.userId, userId),
          gt(supportTickets.createdAt, sql`now() - interval '1 hour'`),
        ),
      )
      .orderBy(desc(supportTickets.createdAt))
      .limit(TICKETS_PER_HOUR);
    const oldest = recent[TICKETS_PER_HOUR - 1];
    if (oldest) {
      const freeAt = oldest.createdAt.getTime() + 60 * 60 * 1000;
      throw throttled(Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)));
    }
    const [row] = await tx
      .insert(supportTickets)
      .values({
        userId,
        subject: ticket.subject.trim(),
        information: ticket.information.trim(),
        purchaseId: ticket.purchaseId,
        attachment: ticket.attachment,
      })
      .returning();
    if (!row) throw new Error('the new ticket was not returned');
    afterCommit((mailing) => mailTicketOpened(mailing, services.config.supportEmail, row));
    return row;
  });
}

export interface TicketFilter {
  userId?: number;
  status?: TicketStatus | undefined;
  search?: string | undefined;
  page: number;
  page_size: number;
}

/** A page of tickets, newest first, each with its author, and how many match in all. */
export async function listTickets(db: Db, filter: TicketFilter) {
  const text = filter.search?.trim();
  const where: SQL | undefined = and(
    filter.userId !== undefined ? eq(supportTickets.userId, filter.userId) : undefined,
    filter.status ? eq(supportTickets.status, filter.status) : undefined,
    text
      ? or(
          ilike(supportTickets.subject, likePattern(text)),
          ilike(supportTickets.information, likePattern(text)),
          ilike(users.username, likePattern(text)),
        )
      : undefined,
  );
  return pageWithUsers(
    db,
    { key: 'ticket', table: supportTickets, userId: supportTickets.userId },
    where,
    [desc(supportTickets.createdAt), desc(supportTickets.id)],
    filter,
  );
}

/**
 * An administrator's answer and/or status; an answer alone marks the ticket `answered`. Answers
 * the ticket and its author, or `undefined` when there is no such ticket. A new answer tells the
 * author, notified in the same transaction and mailed once it is committed; the ticket's row is locked, so the same answer sent again (a
 * retry, or two administrators at once) finds it given and tells nobody twice, while a changed
 * answer is news again, keyed by the moment it was given.
 */
export async function updateTicket(
  services: ChangeServices,
  id: number,
  { answer, status }: { answer?: string | undefined; status?: TicketStatus | undefined },
) {
  const updated = await inChange(services, async ({ tx, afterCommit }) => {
    const [before] = await tx
      .select({ answer: supportTickets.answer })
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
      .for('update');
    if (!before) return undefined;
    const changedAt = new Date();
    const [row] = await tx
      .update(supportTickets)
      .set({
        ...(answer !== undefined && { answer: answer.trim() }),
        status: status ?? (answer !== undefined ? 'answered' : undefined),
        updatedAt: changedAt,
      })
      .where(eq(supportTickets.id, id))
      .returning();
    if (!row) return undefined;
    if (row.answer && row.answer !== before.answer) {
      await notify(tx, {
        userId: row.userId,
        kind: 'ticket_answered',
        params: { ticket_id: row.id },
        key: `ticket:${row.id}:answered:${changedAt.getTime()}`,
      });
      afterCommit((mailing) => mailTicketAnswered(mailing, row));
    }
    return row;
  });
  if (!updated) return undefined;
  return { ticket: updated, user: await findUserById(services.db, updated.userId) };
}
