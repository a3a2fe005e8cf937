import { endpoint } from '../endpoint.js';
import {
  CategoryList,
  Product,
  ProductListQuery,
  ProductSummaryPage,
} from '../schemas/catalogue.js';

/**
 * The Catalogue calls under `marketplace/` that anyone reads. A seller's products and the
 * administrators' decisions on them are product-editing.ts's, a module of their own: the app's
 * first load, which reads the catalogue, then carries neither them nor their bodies' checks.
 */

export const categories = endpoint({
  method: 'GET',
  path: '/marketplace/categories/',
  summary: 'Every category, named in the caller’s language',
  tag: 'Catalogue',
  answers: { 200: CategoryList },
});

export const products = endpoint({
  method: 'GET',
  path: '/marketplace/products/',
  summary: 'Approved products, searched, filtered and ordered',
  tag: 'Catalogue',
  query: ProductListQuery,
  answers: { 200: ProductSummaryPage, 304: null },
});

export const product = endpoint({
  method: 'GET',
  path: '/marketplace/products/:id/',
  summary: 'One product: approved, or the caller’s own, or any for an administrator',
  tag: 'Catalogue',
  auth: 'optional',
  answers: { 200: Product, 304: null },
});
