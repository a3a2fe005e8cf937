import { mail, type Template } from './layout.js';

export const confirmChange: Template<{ username: string; code: string }> = {
  es: ({ username, code }) =>
    mail(
      'Tu código para confirmar el cambio',
      [
        `Hola, ${username}. Este es tu código para cambiar el correo o la contraseña de tu cuenta de Plaza:`,
        'Vence en 10 minutos y sirve una sola vez.',
        'Si no lo pediste, no lo compartas con nadie y cambia tu contraseña.',
      ],
      code,
    ),
  en: ({ username, code }) =>
    mail(
      'Your code to confirm the change',
      [
        `Hello, ${username}. Here is your code to change the e-mail or password of your Plaza account:`,
        'It expires in 10 minutes and works once.',
        'If you did not ask for it, share it with nobody and change your password.',
      ],
      code,
    ),
};
