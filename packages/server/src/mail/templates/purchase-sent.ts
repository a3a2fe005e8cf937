import { mail, type Template } from './layout.js';

/** To the buyer, when a seller marks their part of the purchase as sent. */
export const purchaseSent: Template<{
  username: string;
  purchaseId: number;
  seller: string;
  trackingCode: string | null;
}> = {
  es: ({ username, purchaseId, seller, trackingCode }) =>
    mail(`Tu compra #${purchaseId} va en camino`, [
      `Hola, ${username}. ${seller} envió su parte de tu compra #${purchaseId}.`,
      trackingCode ? `Número de guía: ${trackingCode}` : 'El vendedor no indicó número de guía.',
      'Cuando la recibas, confírmalo en Mis compras.',
    ]),
  en: ({ username, purchaseId, seller, trackingCode }) =>
    mail(`Your purchase #${purchaseId} is on its way`, [
      `Hello, ${username}. ${seller} sent their part of your purchase #${purchaseId}.`,
      trackingCode ? `Tracking code: ${trackingCode}` : 'The seller gave no tracking code.',
      'When it arrives, confirm it in My purchases.',
    ]),
};
