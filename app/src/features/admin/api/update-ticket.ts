import type { AdminTicket, TicketUpdateBody } from '@plaza/api';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/revalidate';
import { ADMIN_TICKETS_KEY } from './get-admin-tickets';

/** PATCH `support/admin/tickets/{id}/`: an answer (mailed to the author) and/or a status. */
export async function updateTicket(id: number, body: TicketUpdateBody): Promise<AdminTicket> {
  const ticket = await api.updateTicket(id, body);
  await revalidate(ADMIN_TICKETS_KEY);
  return ticket;
}
