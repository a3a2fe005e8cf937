import type { NewTicket, Ticket } from '@plaza/api';
import { mutate } from 'swr';
import { api } from '../../../lib/api-client';
import { TICKETS_KEY } from './get-tickets';

/** POST `support/tickets/`: support and the author are mailed; the user's list shows it at once. */
export async function sendTicket(ticket: NewTicket): Promise<Ticket> {
  const sent = await api.createTicket(ticket);
  await mutate((key) => Array.isArray(key) && key[0] === TICKETS_KEY);
  return sent;
}
