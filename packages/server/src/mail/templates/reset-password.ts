import { mail, type Template } from './layout.js';

export const resetPassword: Template<{ username: string; code: string }> = {
  es: ({ username, code }) =>
    mail(
      'Tu código para restablecer la contraseña',
      [
        `Hola, ${username}. Este es tu código para restablecer la contraseña de Plaza:`,
        'Vence en 10 minutos y sirve una sola vez.',
        'Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
      ],
      code,
    ),
  en: ({ username, code }) =>
    mail(
      'Your code to reset your password',
      [
        `Hello, ${username}. Here is your code to reset your Plaza password:`,
        'It expires in 10 minutes and works once.',
        'If you did not ask for it, ignore this message: your password stays the same.',
      ],
      code,
    ),
};
