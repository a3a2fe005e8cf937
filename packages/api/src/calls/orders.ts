import { unknown } from 'superstruct';
import type { Requester } from '../request.js';
import {
  Address,
  AddressList,
  type AddressBody,
  type AddressChanges,
} from '../schemas/addresses.js';
import {
  HostedSession,
  PaymentMethodList,
  PaymentToken,
  type TestCardBody,
} from '../schemas/payments.js';
import {
  Purchase,
  PurchasePage,
  type BuyerStatusBody,
  type PurchaseBody,
  type PurchaseListQuery,
  type PurchaseReviewBody,
  type VerifyPaymentBody,
} from '../schemas/purchases.js';
import { Sale, SalePage, type SaleListQuery, type SaleStatusBody } from '../schemas/sales.js';

const addressPath = (id: number) => `marketplace/addresses/${id}/`;
const PURCHASES = 'marketplace/products-purchase/';
const purchasePath = (id: number) => `${PURCHASES}${id}/`;

/** The Addresses, Purchases and Sales calls of API.md, and the `test` payment provider's client step. */
export function orderCalls(request: Requester) {
  return {
    /** GET `marketplace/addresses/`: the caller's address book, the default first. */
    addresses: () => request('GET', 'marketplace/addresses/', AddressList),
    /** POST `marketplace/addresses/`: a new address; `is_default` unsets the previous default. */
    createAddress: (body: AddressBody) =>
      request('POST', 'marketplace/addresses/', Address, { body }),
    /** PATCH `marketplace/addresses/{id}/`: any of its fields. */
    updateAddress: (id: number, changes: AddressChanges) =>
      request('PATCH', addressPath(id), Address, { body: changes }),
    /** DELETE `marketplace/addresses/{id}/`. */
    deleteAddress: async (id: number): Promise<void> => {
      await request('DELETE', addressPath(id), unknown());
    },

    /** POST `marketplace/products-purchase/`: reserves the stock and opens the payment window. */
    createPurchase: (body: PurchaseBody) => request('POST', PURCHASES, Purchase, { body }),
    /** GET `marketplace/products-purchase/`: the caller's purchases. */
    purchases: (query: PurchaseListQuery = {}) =>
      request('GET', PURCHASES, PurchasePage, { query }),
    /** GET `marketplace/products-purchase/{id}/`: one purchase, its buyer's or for an administrator. */
    purchase: (id: number) => request('GET', purchasePath(id), Purchase),
    /** POST `marketplace/products-purchase/{id}/pay/`: a hosted method's session to send the buyer to. */
    pay: (id: number) => request('POST', `${purchasePath(id)}pay/`, HostedSession),
    /** POST `marketplace/products-purchase/{id}/verify-payment/`: card token, bank transfer, or a hosted return. */
    verifyPayment: (id: number, body: VerifyPaymentBody) =>
      request('POST', `${purchasePath(id)}verify-payment/`, Purchase, { body }),
    /** PATCH `marketplace/products-purchase/update-buyer-status/`: received or cancelled. */
    updateBuyerStatus: (body: BuyerStatusBody) =>
      request('PATCH', `${PURCHASES}update-buyer-status/`, Purchase, { body }),
    /** PATCH `marketplace/products-purchase/{id}/update-status/`: an administrator approves or refuses. */
    reviewPurchase: (id: number, body: PurchaseReviewBody) =>
      request('PATCH', `${purchasePath(id)}update-status/`, Purchase, { body }),
    /** POST `marketplace/admin/purchases/{id}/refund-paid/`: an administrator paid a manual refund back. */
    markRefundPaid: (id: number) =>
      request('POST', `marketplace/admin/purchases/${id}/refund-paid/`, Purchase),
    /** GET `marketplace/admin/purchases/`: every purchase, for administrators. */
    adminPurchases: (query: PurchaseListQuery = {}) =>
      request('GET', 'marketplace/admin/purchases/', PurchasePage, { query }),
    /** The download call's path for a digital item (its absolute URL comes in `item.download`). */
    downloadPath: (purchaseId: number, itemId: number) =>
      `${purchasePath(purchaseId)}items/${itemId}/download/`,

    /** GET `marketplace/products-sales/`: the caller's sales. */
    sales: (query: SaleListQuery = {}) =>
      request('GET', 'marketplace/products-sales/', SalePage, { query }),
    /** PATCH `marketplace/products-sales/{id}/update-status/`: preparing, then sent with tracking. */
    updateSaleStatus: (id: number, body: SaleStatusBody) =>
      request('PATCH', `marketplace/products-sales/${id}/update-status/`, Sale, { body }),

    /** GET `payments/methods/`: the ways this shop takes money, in its order. */
    paymentMethods: () => request('GET', 'payments/methods/', PaymentMethodList),
    /** POST `payments/test/tokens/`: the `test` provider's token for a test card (never stored). */
    testPaymentToken: (card: TestCardBody) =>
      request('POST', 'payments/test/tokens/', PaymentToken, { body: card }),
  };
}
