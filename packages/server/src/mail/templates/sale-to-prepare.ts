import { mail, type Template } from './layout.js';

/**
 * To a seller, once the purchase that holds their sale is paid. The sale goes by its purchase's
 * number, the one its buyer knows.
 */
export const saleToPrepare: Template<{
  username: string;
  purchaseId: number;
  items: string[];
  toShip: boolean;
}> = {
  es: ({ username, purchaseId, items, toShip }) =>
    mail(`Nueva venta #${purchaseId}`, [
      `Hola, ${username}. Vendiste: ${items.join(', ')}.`,
      toShip
        ? 'El pago está confirmado: prepárala y márcala como enviada, con su número de guía, en Mis ventas.'
        : 'El pago está confirmado y el comprador ya puede descargar tu producto digital.',
    ]),
  en: ({ username, purchaseId, items, toShip }) =>
    mail(`New sale #${purchaseId}`, [
      `Hello, ${username}. You sold: ${items.join(', ')}.`,
      toShip
        ? 'The payment is confirmed: prepare it and mark it as sent, with its tracking code, in My sales.'
        : 'The payment is confirmed and the buyer can already download your digital product.',
    ]),
};
