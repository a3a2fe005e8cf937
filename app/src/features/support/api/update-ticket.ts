import type { AdminTicket, TicketUpdateBody } from '@plaza/api';
import { supportApi } from '../../../lib/api-calls/support';
import { revalidate } from '../../../lib/revalidate';
import { ADMIN_TICKETS_KEY } from './get-admin-tickets';

/** PATCH `support/admin/tickets/{id}/`: an answer (mailed to the author) and/or a status. */
export async function updateTicket(id: number, body: TicketUpdateBody): Promise<AdminTicket> {
  const ticket = await supportApi.updateTicket(id, body);
  await revalidate(ADMIN_TICKETS_KEY);
  return ticket;
}
