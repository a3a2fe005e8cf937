import * as s from 'superstruct';
import { boundedText, Id } from './form-values.js';
import { listSearch, pageQuery, paginated, type PageQuery } from './pagination.js';
import { UserContact } from './users.js';

/** The Support calls of docs/api.md. */

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const TicketStatus = s.enums(TICKET_STATUSES);
export type TicketStatus = s.Infer<typeof TicketStatus>;

/**
 * `attachment` is the absolute URL of the re-encoded image: a signed link, for the author and
 * administrators only, that lasts about an hour (a new answer gives a new one); `purchase` the
 * purchase's id.
 */
export const Ticket = s.object({
  id: s.min(s.integer(), 1),
  subject: s.string(),
  information: s.string(),
  purchase: s.nullable(s.integer()),
  attachment: s.nullable(s.string()),
  status: TicketStatus,
  answer: s.nullable(s.string()),
  created_at: s.string(),
  updated_at: s.string(),
});
export type Ticket = s.Infer<typeof Ticket>;

export const TicketPage = paginated(Ticket);
export type TicketPage = s.Infer<typeof TicketPage>;

/** A ticket as administrators see it: who wrote it, to answer them. */
export const AdminTicket = s.object({
  ...Ticket.schema,
  user: UserContact,
});
export type AdminTicket = s.Infer<typeof AdminTicket>;

export const AdminTicketPage = paginated(AdminTicket);
export type AdminTicketPage = s.Infer<typeof AdminTicketPage>;

/**
 * POST `support/tickets/` (multipart): the fields; `attachment` travels as a file part beside them.
 * An empty `purchase` field means none.
 */
export const TicketBody = s.object({
  subject: boundedText('subject', 120, { required: true }),
  information: boundedText('information', 5000, { required: true }),
  purchase: s.optional(s.nullable(Id)),
});
export type TicketBody = s.Infer<typeof TicketBody>;

/** GET `support/tickets/`. */
export const TicketQuery = s.object({ ...pageQuery });
export type TicketQuery = PageQuery;

/** GET `support/admin/tickets/`: `search` looks in the subject, the text and the author's username. */
export const AdminTicketQuery = s.object({
  ...pageQuery,
  status: s.optional(TicketStatus),
  search: listSearch,
});
export type AdminTicketQuery = PageQuery & { status?: TicketStatus; search?: string };

/**
 * PATCH `support/admin/tickets/{id}/`: an answer, a status or both. An answer without a status marks
 * the ticket `answered`.
 */
export const TicketUpdateBody = s.refine(
  s.object({
    answer: s.optional(boundedText('answer', 5000, { required: true })),
    status: s.optional(TicketStatus),
  }),
  'ticket_update',
  (body) =>
    body.answer !== undefined || body.status !== undefined || 'Give an answer, a status or both.',
);
export type TicketUpdateBody = s.Infer<typeof TicketUpdateBody>;
