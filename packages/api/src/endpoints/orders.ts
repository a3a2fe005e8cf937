import { endpoint } from '../endpoint.js';
import { Address, AddressBody, AddressChanges, AddressList } from '../schemas/addresses.js';
import { HostedSession } from '../schemas/payments.js';
import {
  BuyerStatusBody,
  Purchase,
  PurchaseBody,
  PurchaseListQuery,
  PurchasePage,
  PurchaseReviewBody,
  VerifyPaymentBody,
} from '../schemas/purchases.js';
import { Sale, SaleListQuery, SalePage, SaleStatusBody } from '../schemas/sales.js';

/*
 * The Addresses, Purchases and Sales calls of docs/api.md: each user's own address book (anyone else's
 * address is `404`), the buyer's purchases, the administrators' review of them, and the sellers'
 * sales.
 */

const ADDRESSES = '/marketplace/addresses/';
const PURCHASES = '/marketplace/products-purchase/';
const PURCHASE = `${PURCHASES}:id/`;

export const addresses = endpoint({
  method: 'GET',
  path: ADDRESSES,
  summary: "The caller's addresses",
  tag: 'Addresses',
  auth: 'user',
  answers: { 200: AddressList },
});

export const createAddress = endpoint({
  method: 'POST',
  path: ADDRESSES,
  summary: 'Add an address',
  tag: 'Addresses',
  auth: 'user',
  body: AddressBody,
  answers: { 201: Address },
});

export const updateAddress = endpoint({
  method: 'PATCH',
  path: `${ADDRESSES}:id/`,
  summary: 'Change one of the caller’s addresses',
  tag: 'Addresses',
  auth: 'user',
  body: AddressChanges,
  answers: { 200: Address },
});

export const deleteAddress = endpoint({
  method: 'DELETE',
  path: `${ADDRESSES}:id/`,
  summary: 'Delete one of the caller’s addresses',
  tag: 'Addresses',
  auth: 'user',
  answers: { 204: null },
});

export const createPurchase = endpoint({
  method: 'POST',
  path: PURCHASES,
  summary: 'Buy: reserve the stock and open the payment window',
  tag: 'Purchases',
  auth: 'user',
  body: PurchaseBody,
  answers: { 201: Purchase },
  errors: [409],
});

export const purchases = endpoint({
  method: 'GET',
  path: PURCHASES,
  summary: 'The caller’s purchases',
  tag: 'Purchases',
  auth: 'user',
  query: PurchaseListQuery,
  answers: { 200: PurchasePage },
});

export const purchase = endpoint({
  method: 'GET',
  path: PURCHASE,
  summary: 'One purchase (its buyer or an administrator)',
  tag: 'Purchases',
  auth: 'user',
  answers: { 200: Purchase },
});

export const pay = endpoint({
  method: 'POST',
  path: `${PURCHASE}pay/`,
  summary: 'Open (or answer again) the hosted payment page of a purchase',
  tag: 'Purchases',
  auth: 'user',
  answers: { 200: HostedSession },
  errors: [409, 503],
});

export const verifyPayment = endpoint({
  method: 'POST',
  path: `${PURCHASE}verify-payment/`,
  summary: 'Pay a purchase: card, a bank transfer’s reference, or back from a provider’s page',
  tag: 'Purchases',
  auth: 'user',
  body: VerifyPaymentBody,
  answers: { 200: Purchase },
  errors: [409],
});

export const updateBuyerStatus = endpoint({
  method: 'PATCH',
  path: `${PURCHASES}update-buyer-status/`,
  summary: 'Mark a purchase received, or cancel it',
  tag: 'Purchases',
  auth: 'user',
  body: BuyerStatusBody,
  answers: { 200: Purchase },
  errors: [404, 409],
});

export const downloadItem = endpoint({
  method: 'GET',
  path: `${PURCHASE}items/:itemId/download/`,
  summary: 'Download a digital item once its sale is sent',
  tag: 'Purchases',
  auth: 'user',
  answers: { 200: 'file' },
});

export const adminPurchases = endpoint({
  method: 'GET',
  path: '/marketplace/admin/purchases/',
  summary: 'Every purchase (administrators)',
  tag: 'Administration',
  auth: 'admin',
  query: PurchaseListQuery,
  answers: { 200: PurchasePage },
});

export const reviewPurchase = endpoint({
  method: 'PATCH',
  path: `${PURCHASE}update-status/`,
  summary: 'Approve a bank transfer, or refuse a purchase before it is sent (administrators)',
  tag: 'Administration',
  auth: 'admin',
  body: PurchaseReviewBody,
  answers: { 200: Purchase },
  errors: [409],
});

export const markRefundPaid = endpoint({
  method: 'POST',
  path: '/marketplace/admin/purchases/:id/refund-paid/',
  summary: 'Mark a bank transfer’s refund paid back by hand (administrators)',
  tag: 'Administration',
  auth: 'admin',
  answers: { 200: Purchase },
  errors: [409],
});

export const sales = endpoint({
  method: 'GET',
  path: '/marketplace/products-sales/',
  summary: 'The caller’s sales',
  tag: 'Sales',
  auth: 'user',
  query: SaleListQuery,
  answers: { 200: SalePage },
});

export const sale = endpoint({
  method: 'GET',
  path: '/marketplace/products-sales/:id/',
  summary: 'One of the caller’s sales',
  description: 'Its seller only: anyone else’s sale, the buyer’s too, is `404`.',
  tag: 'Sales',
  auth: 'user',
  answers: { 200: Sale },
});

export const updateSaleStatus = endpoint({
  method: 'PATCH',
  path: '/marketplace/products-sales/:id/update-status/',
  summary: 'Mark a sale preparing or sent',
  tag: 'Sales',
  auth: 'user',
  body: SaleStatusBody,
  answers: { 200: Sale },
  errors: [409],
});
