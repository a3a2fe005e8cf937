import { mail, type Mail } from './layout.js';

interface NewTicket {
  id: number;
  username: string;
  email: string;
  subject: string;
  information: string;
  purchase: number | null;
  hasAttachment: boolean;
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
    // Named, not linked: a link would be a key to a screenshot full of personal data, kept in
    // mailboxes, forwards and helpdesk tools for as long as it lasts, and open to whoever holds it.
    // Support answers from the admin screen anyway, where the picture is one click away.
    ...(ticket.hasAttachment
      ? ['Adjunto: una imagen, que solo ven los administradores en Admin › Tickets de soporte.']
      : []),
  ]);
