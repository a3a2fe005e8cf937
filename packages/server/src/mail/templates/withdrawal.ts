import { mail, type Template } from './layout.js';

export const withdrawal: Template<{ username: string; code: string }> = {
  es: ({ username, code }) =>
    mail(
      'Tu código para confirmar el retiro',
      [
        `Hola, ${username}. Este es tu código para confirmar un retiro de tus ganancias en Plaza:`,
        'Vence en 10 minutos y sirve una sola vez.',
        'Si no lo pediste, no lo compartas con nadie y cambia tu contraseña.',
      ],
      code,
    ),
  en: ({ username, code }) =>
    mail(
      'Your code to confirm the withdrawal',
      [
        `Hello, ${username}. Here is your code to confirm a withdrawal of your Plaza earnings:`,
        'It expires in 10 minutes and works once.',
        'If you did not ask for it, share it with nobody and change your password.',
      ],
      code,
    ),
};
