import { mail, type Template } from './layout.js';

/**
 * To the buyer, when their purchase was received for them: every part had been sent long enough
 * ago (AUTO_RECEIVE_DAYS) and nobody confirmed it or claimed.
 */
export const purchaseReceivedAutomatically: Template<{ username: string; purchaseId: number }> = {
  es: ({ username, purchaseId }) =>
    mail(`Marcamos tu compra #${purchaseId} como recibida`, [
      `Hola, ${username}. Tu compra #${purchaseId} fue enviada hace tiempo y no confirmaste que llegó ni abriste un reclamo, así que la marcamos como recibida.`,
      'Si algo no llegó o no está bien, escríbenos desde Soporte.',
    ]),
  en: ({ username, purchaseId }) =>
    mail(`We marked your purchase #${purchaseId} as received`, [
      `Hello, ${username}. Your purchase #${purchaseId} was sent a while ago and you neither confirmed it arrived nor opened a claim, so we marked it as received.`,
      'If something did not arrive or is not right, write to us from Support.',
    ]),
};
