import { endpoint } from '../endpoint.js';
import {
  Product,
  ProductNetworkBody,
  ProductReviewQuery,
  ProductStatusBody,
  ProductSummaryPage,
} from '../schemas/catalogue.js';
import { ProductBody, ProductChanges } from '../schemas/product-body.js';

/**
 * A seller's products and the administrators' decisions on them: the Catalogue and Administration
 * calls that write (catalogue.ts says why apart).
 */

/** A product's photos, and the file of a digital one. */
const productFiles = { photos: 'many', digital_file: 'one' } as const;

export const myProducts = endpoint({
  method: 'GET',
  path: '/marketplace/products/mine/',
  summary: 'The signed-in seller’s products, in any status',
  tag: 'Catalogue',
  auth: 'user',
  query: ProductReviewQuery,
  answers: { 200: ProductSummaryPage },
});

export const createProduct = endpoint({
  method: 'POST',
  path: '/marketplace/products/',
  summary: 'Put a product up for sale; it waits for an administrator’s approval',
  tag: 'Catalogue',
  auth: 'user',
  body: ProductBody,
  files: productFiles,
  answers: { 201: Product },
});

export const updateProduct = endpoint({
  method: 'PATCH',
  path: '/marketplace/products/:id/',
  summary: 'Change one of the caller’s products; it goes back to waiting for approval',
  tag: 'Catalogue',
  auth: 'user',
  body: ProductChanges,
  files: productFiles,
  answers: { 200: Product },
  errors: [403],
});

export const deleteProduct = endpoint({
  method: 'DELETE',
  path: '/marketplace/products/:id/',
  summary: 'Delete one of the caller’s products, or archive it once it has purchases',
  tag: 'Catalogue',
  auth: 'user',
  answers: { 204: null },
  errors: [403],
});

export const adminProducts = endpoint({
  method: 'GET',
  path: '/marketplace/admin/products/',
  summary: 'Every product, in any status (administrators)',
  tag: 'Administration',
  auth: 'admin',
  query: ProductReviewQuery,
  answers: { 200: ProductSummaryPage },
});

export const setProductStatus = endpoint({
  method: 'PATCH',
  path: '/marketplace/admin/products/:id/status/',
  summary: 'Approve or suspend a product (administrators)',
  tag: 'Administration',
  auth: 'admin',
  body: ProductStatusBody,
  answers: { 200: Product },
});

export const setProductNetwork = endpoint({
  method: 'PATCH',
  path: '/marketplace/admin/products/:id/network/',
  summary: 'Tag or untag a network product (administrators)',
  tag: 'Administration',
  auth: 'admin',
  body: ProductNetworkBody,
  answers: { 200: Product },
});
