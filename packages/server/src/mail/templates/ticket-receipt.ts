import { mail, type Template } from './layout.js';

/** Sent to the author of a new support ticket. */
export const ticketReceipt: Template<{ username: string; id: number; subject: string }> = {
  es: ({ username, id, subject }) =>
    mail(`Recibimos tu solicitud #${id}`, [
      `Hola, ${username}. Recibimos tu solicitud de soporte #${id}: «${subject}».`,
      'Te responderemos por correo y en la sección de soporte.',
    ]),
  en: ({ username, id, subject }) =>
    mail(`We have your request #${id}`, [
      `Hello, ${username}. We have your support request #${id}: "${subject}".`,
      'We will answer by e-mail and in the support section.',
    ]),
};
