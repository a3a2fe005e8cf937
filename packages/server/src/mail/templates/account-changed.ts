import { mail, type Template } from './layout.js';

/** Sent after a change of password or e-mail, to the address the account had before it. */
export const accountChanged: Template<{ username: string; change: 'password' | 'email' }> = {
  es: ({ username, change }) =>
    mail(change === 'password' ? 'Tu contraseña cambió' : 'Tu correo cambió', [
      `Hola, ${username}. ${
        change === 'password'
          ? 'La contraseña de tu cuenta de Plaza acaba de cambiar.'
          : 'Tu cuenta de Plaza ya no usa esta dirección de correo.'
      }`,
      'Si no fuiste tú, restablece tu contraseña y escribe a soporte.',
    ]),
  en: ({ username, change }) =>
    mail(change === 'password' ? 'Your password changed' : 'Your e-mail changed', [
      `Hello, ${username}. ${
        change === 'password'
          ? 'The password of your Plaza account has just changed.'
          : 'Your Plaza account no longer uses this e-mail address.'
      }`,
      'If it was not you, reset your password and write to support.',
    ]),
};
