import type { NewTicket, Ticket } from '@plaza/api';
import { supportApi } from '../../../lib/api-calls/support';
import { revalidate } from '../../../lib/revalidate';
import { TICKETS_KEY } from './get-tickets';

/** POST `support/tickets/`: support and the author are mailed; the user's list shows it at once. */
export async function sendTicket(ticket: NewTicket): Promise<Ticket> {
  const sent = await supportApi.createTicket(ticket);
  await revalidate(TICKETS_KEY);
  return sent;
}
