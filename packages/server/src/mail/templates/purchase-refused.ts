import { mail, type Template } from './layout.js';

/** To the buyer, when an administrator refuses their bank transfer. */
export const purchaseRefused: Template<{
  username: string;
  purchaseId: number;
  note: string | null;
}> = {
  es: ({ username, purchaseId, note }) =>
    mail(`Tu compra #${purchaseId} fue rechazada`, [
      `Hola, ${username}. No pudimos confirmar la transferencia de tu compra #${purchaseId}, así que la rechazamos.`,
      ...(note ? [`Motivo: ${note}`] : []),
      'Si crees que es un error, escribe a soporte con el comprobante.',
    ]),
  en: ({ username, purchaseId, note }) =>
    mail(`Your purchase #${purchaseId} was refused`, [
      `Hello, ${username}. We could not confirm the transfer for your purchase #${purchaseId}, so it was refused.`,
      ...(note ? [`Reason: ${note}`] : []),
      'If you think this is a mistake, write to support with the receipt.',
    ]),
};
