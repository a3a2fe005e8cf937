import { mail, type Template } from './layout.js';

/**
 * To the buyer, when a seller marks their part of the purchase as sent: "their part" only when
 * other sellers have parts of it too.
 */
export const purchaseSent: Template<{
  username: string;
  purchaseId: number;
  seller: string;
  isPart: boolean;
  trackingCode: string | null;
}> = {
  es: ({ username, purchaseId, seller, isPart, trackingCode }) =>
    mail(`Tu compra #${purchaseId} va en camino`, [
      `Hola, ${username}. ${seller} envió ${isPart ? 'su parte de tu' : 'tu'} compra #${purchaseId}.`,
      trackingCode ? `Número de guía: ${trackingCode}` : 'El vendedor no indicó número de guía.',
      'Cuando la recibas, confírmalo en Mis compras.',
    ]),
  en: ({ username, purchaseId, seller, isPart, trackingCode }) =>
    mail(`Your purchase #${purchaseId} is on its way`, [
      `Hello, ${username}. ${seller} sent ${isPart ? 'their part of your' : 'your'} purchase #${purchaseId}.`,
      trackingCode ? `Tracking code: ${trackingCode}` : 'The seller gave no tracking code.',
      'When it arrives, confirm it in My purchases.',
    ]),
};
