import { pathOf } from '../endpoint.js';
import * as orders from '../endpoints/orders.js';
import * as payments from '../endpoints/payments.js';
import type { Requester } from '../request.js';
import type { AddressBody, AddressChanges } from '../schemas/addresses.js';
import type { TestCardBody } from '../schemas/payments.js';
import type {
  BuyerStatusBody,
  PurchaseBody,
  PurchaseListQuery,
  PurchaseReviewBody,
  VerifyPaymentBody,
} from '../schemas/purchases.js';
import type { SaleListQuery, SaleStatusBody } from '../schemas/sales.js';

/** The Addresses, Purchases and Sales calls of docs/api.md, and the `test` payment provider's client step. */
export function orderCalls(request: Requester) {
  return {
    /** GET `marketplace/addresses/`: the caller's address book, the default first. */
    addresses: () => request(orders.addresses),
    /** POST `marketplace/addresses/`: a new address; `is_default` unsets the previous default. */
    createAddress: (body: AddressBody) => request(orders.createAddress, { body }),
    /** PATCH `marketplace/addresses/{id}/`: any of its fields. */
    updateAddress: (id: number, changes: AddressChanges) =>
      request(orders.updateAddress, { params: { id }, body: changes }),
    /** DELETE `marketplace/addresses/{id}/`. */
    deleteAddress: (id: number): Promise<void> => request(orders.deleteAddress, { params: { id } }),

    /** POST `marketplace/products-purchase/`: reserves the stock and opens the payment window. */
    createPurchase: (body: PurchaseBody) => request(orders.createPurchase, { body }),
    /** GET `marketplace/products-purchase/`: the caller's purchases. */
    purchases: (query: PurchaseListQuery = {}) => request(orders.purchases, { query }),
    /** GET `marketplace/products-purchase/{id}/`: one purchase, its buyer's or for an administrator. */
    purchase: (id: number) => request(orders.purchase, { params: { id } }),
    /** POST `marketplace/products-purchase/{id}/pay/`: a hosted method's session to send the buyer to. */
    pay: (id: number) => request(orders.pay, { params: { id } }),
    /** POST `marketplace/products-purchase/{id}/verify-payment/`: card token, bank transfer, or a hosted return. */
    verifyPayment: (id: number, body: VerifyPaymentBody) =>
      request(orders.verifyPayment, { params: { id }, body }),
    /** PATCH `marketplace/products-purchase/update-buyer-status/`: received or cancelled. */
    updateBuyerStatus: (body: BuyerStatusBody) => request(orders.updateBuyerStatus, { body }),
    /** PATCH `marketplace/products-purchase/{id}/update-status/`: an administrator approves or refuses. */
    reviewPurchase: (id: number, body: PurchaseReviewBody) =>
      request(orders.reviewPurchase, { params: { id }, body }),
    /** POST `marketplace/admin/purchases/{id}/refund-paid/`: an administrator paid a manual refund back. */
    markRefundPaid: (id: number) => request(orders.markRefundPaid, { params: { id } }),
    /** GET `marketplace/admin/purchases/`: every purchase, for administrators. */
    adminPurchases: (query: PurchaseListQuery = {}) => request(orders.adminPurchases, { query }),
    /** The download call's path for a digital item (its absolute URL comes in `item.download`). */
    downloadPath: (purchaseId: number, itemId: number) =>
      pathOf(orders.downloadItem, { id: purchaseId, itemId }),

    /** GET `marketplace/products-sales/`: the caller's sales. */
    sales: (query: SaleListQuery = {}) => request(orders.sales, { query }),
    /** GET `marketplace/products-sales/{id}/`: one of the caller's sales. */
    sale: (id: number) => request(orders.sale, { params: { id } }),
    /** PATCH `marketplace/products-sales/{id}/update-status/`: preparing, then sent with tracking. */
    updateSaleStatus: (id: number, body: SaleStatusBody) =>
      request(orders.updateSaleStatus, { params: { id }, body }),

    /** GET `payments/methods/`: the ways this shop takes money, in its order. */
    paymentMethods: () => request(payments.paymentMethods),
    /** POST `payments/test/tokens/`: the `test` provider's token for a test card (never stored). */
    testPaymentToken: (card: TestCardBody) => request(payments.testPaymentToken, { body: card }),
  };
}
