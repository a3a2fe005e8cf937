import { mail, type Mail } from './layout.js';

interface NewTicket {
  id: number;
  username: string;
  email: string;
  subject: string;
  information: string;
  purchase: number | null;
  attachment: string | null;
}

/**
 * Sent to `SUPPORT_EMAIL` for each new ticket, in the product's default language (Spanish): the
 * support team's, whatever the author's.
 */
export const ticketForSupport = (ticket: NewTicket): Mail =>
  mail(`Solicitud #${ticket.id}: ${ticket.subject}`, [
    `${ticket.username} <${ticket.email}> abrió la solicitud #${ticket.id}.`,
    `Asunto: ${ticket.subject}`,
    ticket.information,
    ...(ticket.purchase !== null ? [`Compra: #${ticket.purchase}`] : []),
    ...(ticket.attachment ? [`Adjunto: ${ticket.attachment}`] : []),
  ]);
