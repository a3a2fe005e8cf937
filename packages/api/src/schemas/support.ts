import {
  enums,
  integer,
  min,
  nullable,
  object,
  optional,
  refine,
  string,
  type Infer,
} from 'superstruct';
import { boundedText, Id } from './form-values.js';
import { listSearch, pageQuery, paginated, type PageQuery } from './pagination.js';
import { UserContact } from './users.js';

/** The Support calls of API.md. */

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const TicketStatus = enums(TICKET_STATUSES);
export type TicketStatus = Infer<typeof TicketStatus>;

/** `attachment` is the absolute URL of the re-encoded image; `purchase` the purchase's id. */
export const Ticket = object({
  id: min(integer(), 1),
  subject: string(),
  information: string(),
  purchase: nullable(integer()),
  attachment: nullable(string()),
  status: TicketStatus,
  answer: nullable(string()),
  created_at: string(),
  updated_at: string(),
});
export type Ticket = Infer<typeof Ticket>;

export const TicketPage = paginated(Ticket);
export type TicketPage = Infer<typeof TicketPage>;

/** A ticket as administrators see it: who wrote it, to answer them. */
export const AdminTicket = object({
  ...Ticket.schema,
  user: UserContact,
});
export type AdminTicket = Infer<typeof AdminTicket>;

export const AdminTicketPage = paginated(AdminTicket);
export type AdminTicketPage = Infer<typeof AdminTicketPage>;

/**
 * POST `support/tickets/` (multipart): the fields; `attachment` travels as a file part beside them.
 * An empty `purchase` field means none.
 */
export const TicketBody = object({
  subject: boundedText('subject', 120, { required: true }),
  information: boundedText('information', 5000, { required: true }),
  purchase: optional(nullable(Id)),
});
export type TicketBody = Infer<typeof TicketBody>;

/** GET `support/tickets/`. */
export const TicketQuery = object({ ...pageQuery });
export type TicketQuery = PageQuery;

/** GET `support/admin/tickets/`: `search` looks in the subject, the text and the author's username. */
export const AdminTicketQuery = object({
  ...pageQuery,
  status: optional(TicketStatus),
  search: listSearch,
});
export type AdminTicketQuery = PageQuery & { status?: TicketStatus; search?: string };

/**
 * PATCH `support/admin/tickets/{id}/`: an answer, a status or both. An answer without a status marks
 * the ticket `answered`.
 */
export const TicketUpdateBody = refine(
  object({
    answer: optional(boundedText('answer', 5000, { required: true })),
    status: optional(TicketStatus),
  }),
  'ticket_update',
  (body) =>
    body.answer !== undefined || body.status !== undefined || 'Give an answer, a status or both.',
);
export type TicketUpdateBody = Infer<typeof TicketUpdateBody>;
