import { mail, type Template } from './layout.js';

/** To the buyer, once a purchase is paid (by card, or a bank transfer an administrator approved). */
export const purchasePaid: Template<{
  username: string;
  purchaseId: number;
  total: string;
  hasDownloads: boolean;
}> = {
  es: ({ username, purchaseId, total, hasDownloads }) =>
    mail(`Tu compra #${purchaseId} está pagada`, [
      `Hola, ${username}. Recibimos el pago de tu compra #${purchaseId} por US$ ${total}.`,
      hasDownloads
        ? 'Tus productos digitales ya se pueden descargar desde la página de la compra; los demás te avisaremos cuando salgan.'
        : 'Los vendedores ya la están preparando; te avisaremos cuando salga.',
    ]),
  en: ({ username, purchaseId, total, hasDownloads }) =>
    mail(`Your purchase #${purchaseId} is paid`, [
      `Hello, ${username}. We received the payment of your purchase #${purchaseId} for US$ ${total}.`,
      hasDownloads
        ? 'Your digital products can be downloaded from the purchase page now; we will tell you when the rest are sent.'
        : 'The sellers are getting it ready; we will tell you when it is sent.',
    ]),
};
