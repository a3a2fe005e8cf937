import { mail, type Template } from './layout.js';

/**
 * To the buyer, when their purchase was received for them: every part had been sent `days`
 * (AUTO_RECEIVE_DAYS) ago and nobody confirmed it. A problem still has a claim, for a few days
 * (CLAIM_WINDOW_DAYS).
 */
export const purchaseReceivedAutomatically: Template<{
  username: string;
  purchaseId: number;
  days: number;
}> = {
  es: ({ username, purchaseId, days }) =>
    mail(`Marcamos tu compra #${purchaseId} como recibida`, [
      `Hola, ${username}. Tu compra #${purchaseId} se marcó como recibida automáticamente ${days} días después de su envío, porque no confirmaste que llegó.`,
      'Si algo no llegó o no está bien, aún puedes abrir un reclamo desde la compra durante unos días.',
    ]),
  en: ({ username, purchaseId, days }) =>
    mail(`We marked your purchase #${purchaseId} as received`, [
      `Hello, ${username}. Your purchase #${purchaseId} was marked as received automatically ${days} days after it was sent, as you did not confirm it arrived.`,
      'If something did not arrive or is not right, you may still open a claim from the purchase for a few days.',
    ]),
};
