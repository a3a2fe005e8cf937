import { mail, type Template } from './layout.js';

interface Decision {
  username: string;
  amount: string;
  status: 'paid' | 'rejected';
  note: string | null;
}

/** Sent when an administrator pays or rejects a withdrawal; a rejected one is back in the balance. */
export const withdrawalDecided: Template<Decision> = {
  es: ({ username, amount, status, note }) =>
    mail(status === 'paid' ? `Pagamos tu retiro de US$ ${amount}` : 'Tu retiro fue rechazado', [
      status === 'paid'
        ? `Hola, ${username}. Tu retiro de US$ ${amount} fue pagado.`
        : `Hola, ${username}. Tu retiro de US$ ${amount} fue rechazado y el monto volvió a tu saldo.`,
      ...(note ? [`Nota: ${note}`] : []),
    ]),
  en: ({ username, amount, status, note }) =>
    mail(
      status === 'paid'
        ? `Your withdrawal of US$ ${amount} is paid`
        : 'Your withdrawal was rejected',
      [
        status === 'paid'
          ? `Hello, ${username}. Your withdrawal of US$ ${amount} has been paid.`
          : `Hello, ${username}. Your withdrawal of US$ ${amount} was rejected and the amount is back in your balance.`,
        ...(note ? [`Note: ${note}`] : []),
      ],
    ),
};
