import { mail, type Template } from './layout.js';

/** To a seller, once the purchase that holds their sale is paid. */
export const saleToPrepare: Template<{
  username: string;
  saleId: number;
  items: string[];
  toShip: boolean;
}> = {
  es: ({ username, saleId, items, toShip }) =>
    mail(`Nueva venta #${saleId}`, [
      `Hola, ${username}. Vendiste: ${items.join(', ')}.`,
      toShip
        ? 'El pago está confirmado: prepárala y márcala como enviada, con su número de guía, en Mis ventas.'
        : 'El pago está confirmado y el comprador ya puede descargar tu producto digital.',
    ]),
  en: ({ username, saleId, items, toShip }) =>
    mail(`New sale #${saleId}`, [
      `Hello, ${username}. You sold: ${items.join(', ')}.`,
      toShip
        ? 'The payment is confirmed: prepare it and mark it as sent, with its tracking code, in My sales.'
        : 'The payment is confirmed and the buyer can already download your digital product.',
    ]),
};
