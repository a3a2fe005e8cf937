import { mail, type Template } from './layout.js';

/** Sent when a withdrawal is made: the amount has left the balance and waits to be paid. */
export const withdrawalRequested: Template<{
  username: string;
  amount: string;
  destination: string;
}> = {
  es: ({ username, amount, destination }) =>
    mail(`Pediste un retiro de US$ ${amount}`, [
      `Hola, ${username}. Recibimos tu solicitud de retiro por US$ ${amount} hacia: ${destination}.`,
      'El monto ya salió de tu saldo. Te escribiremos cuando lo paguemos.',
      'Si no fuiste tú, cambia tu contraseña y escribe a soporte.',
    ]),
  en: ({ username, amount, destination }) =>
    mail(`You asked to withdraw US$ ${amount}`, [
      `Hello, ${username}. We have your request to withdraw US$ ${amount} to: ${destination}.`,
      'The amount has left your balance. We will write again once it is paid.',
      'If it was not you, change your password and write to support.',
    ]),
};
