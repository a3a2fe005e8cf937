import { mail, type Template } from './layout.js';

/** To every administrator, when a buyer says they paid a bank transfer. */
export const transferToReview: Template<{
  username: string;
  purchaseId: number;
  total: string;
  reference: string;
}> = {
  es: ({ username, purchaseId, total, reference }) =>
    mail(`Transferencia por revisar: compra #${purchaseId}`, [
      `Hola, ${username}. El comprador de la compra #${purchaseId} dice haber transferido US$ ${total}.`,
      `Referencia que indicó: ${reference}`,
      'Compruébala en la cuenta y apruébala o recházala en Compras.',
    ]),
  en: ({ username, purchaseId, total, reference }) =>
    mail(`Transfer to review: purchase #${purchaseId}`, [
      `Hello, ${username}. The buyer of purchase #${purchaseId} says they transferred US$ ${total}.`,
      `Reference they gave: ${reference}`,
      'Check it in the account and approve or refuse it in Purchases.',
    ]),
};
