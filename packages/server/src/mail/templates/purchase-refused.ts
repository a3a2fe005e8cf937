import { mail, type Template } from './layout.js';

/**
 * To the buyer, when an administrator refuses their purchase: a bank transfer that could not be
 * confirmed, or a paid purchase, whose payment (`refund`, the whole total) goes back to them.
 */
export const purchaseRefused: Template<{
  username: string;
  purchaseId: number;
  note: string | null;
  /** The amount going back, formatted; null when nothing was paid. */
  refund: string | null;
}> = {
  es: ({ username, purchaseId, note, refund }) =>
    mail(`Tu compra #${purchaseId} fue rechazada`, [
      refund
        ? `Hola, ${username}. Rechazamos tu compra #${purchaseId} y te devolvemos lo que pagaste (${refund}) por el mismo medio de pago.`
        : `Hola, ${username}. No pudimos confirmar la transferencia de tu compra #${purchaseId}, así que la rechazamos.`,
      ...(note ? [`Motivo: ${note}`] : []),
      refund
        ? 'La devolución puede tardar unos días en verse en tu cuenta, según tu banco.'
        : 'Si crees que es un error, escribe a soporte con el comprobante.',
    ]),
  en: ({ username, purchaseId, note, refund }) =>
    mail(`Your purchase #${purchaseId} was refused`, [
      refund
        ? `Hello, ${username}. We refused your purchase #${purchaseId} and are refunding what you paid (${refund}) the way you paid it.`
        : `Hello, ${username}. We could not confirm the transfer for your purchase #${purchaseId}, so it was refused.`,
      ...(note ? [`Reason: ${note}`] : []),
      refund
        ? 'The refund may take a few days to show in your account, depending on your bank.'
        : 'If you think this is a mistake, write to support with the receipt.',
    ]),
};
