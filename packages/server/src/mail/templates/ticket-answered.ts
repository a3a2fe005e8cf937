import { mail, type Template } from './layout.js';

/** Sent to a ticket's author with support's answer. */
export const ticketAnswered: Template<{
  username: string;
  id: number;
  subject: string;
  answer: string;
}> = {
  es: ({ username, id, subject, answer }) =>
    mail(`Respuesta a tu solicitud #${id}`, [
      `Hola, ${username}. Soporte respondió tu solicitud #${id}, «${subject}»:`,
      answer,
    ]),
  en: ({ username, id, subject, answer }) =>
    mail(`An answer to your request #${id}`, [
      `Hello, ${username}. Support answered your request #${id}, "${subject}":`,
      answer,
    ]),
};
