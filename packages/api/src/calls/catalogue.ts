import { unknown } from 'superstruct';
import { toFormData } from '../form-data.js';
import type { Requester } from '../request.js';
import {
  CategoryList,
  Product,
  ProductSummaryPage,
  type ProductListQuery,
  type ProductNetworkBody,
  type ProductReviewQuery,
  type ProductStatusBody,
} from '../schemas/catalogue.js';
import type { ProductBody, ProductChanges } from '../schemas/product-body.js';

/** POST `marketplace/products/`: the fields, 1 to 8 photos and, for a digital product, its file. */
export type NewProduct = ProductBody & { photos: Blob[]; digital_file?: Blob };

/** PATCH `marketplace/products/{id}/`: any fields, new photos to add after the kept ones, a new file. */
export type ProductUpdate = ProductChanges & { photos?: Blob[]; digital_file?: Blob };

/**
 * An update as multipart when it carries files, JSON otherwise. Multipart can't say "an empty list",
 * so `photos_keep: []` travels as an empty field, which the server reads as "keep none".
 */
function updateBody(changes: ProductUpdate): FormData | ProductUpdate {
  const hasFiles = (changes.photos?.length ?? 0) > 0 || changes.digital_file instanceof Blob;
  if (!hasFiles) return changes;
  const { photos_keep, ...rest } = changes;
  return toFormData({
    ...rest,
    ...(photos_keep !== undefined && { photos_keep: photos_keep?.length ? photos_keep : null }),
  });
}

const productPath = (id: number) => `marketplace/products/${id}/`;
const adminPath = (id: number, action: 'status' | 'network') =>
  `marketplace/admin/products/${id}/${action}/`;

export function catalogueCalls(request: Requester) {
  return {
    /** GET `marketplace/categories/`: every category, named in the request's language. */
    categories: () => request('GET', 'marketplace/categories/', CategoryList),
    /** GET `marketplace/products/`: approved products, searched, filtered and ordered. */
    products: (query: ProductListQuery = {}) =>
      request('GET', 'marketplace/products/', ProductSummaryPage, { query }),
    /** GET `marketplace/products/{id}/`: one product; unapproved only to its seller and admins. */
    product: (id: number) => request('GET', productPath(id), Product),
    /** GET `marketplace/products/mine/`: the caller's own products, in every status. */
    myProducts: (query: ProductReviewQuery = {}) =>
      request('GET', 'marketplace/products/mine/', ProductSummaryPage, { query }),
    /** POST `marketplace/products/`: a new product, waiting for approval. */
    createProduct: (product: NewProduct) =>
      request('POST', 'marketplace/products/', Product, { body: toFormData(product) }),
    /** PATCH `marketplace/products/{id}/`: a change of words, category or photos sends it back to review. */
    updateProduct: (id: number, changes: ProductUpdate) =>
      request('PATCH', productPath(id), Product, { body: updateBody(changes) }),
    /** DELETE `marketplace/products/{id}/`: erased, or archived if it has purchases. */
    deleteProduct: async (id: number): Promise<void> => {
      await request('DELETE', productPath(id), unknown());
    },
    /** GET `marketplace/admin/products/`: every product, for administrators. */
    adminProducts: (query: ProductReviewQuery = {}) =>
      request('GET', 'marketplace/admin/products/', ProductSummaryPage, { query }),
    /** PATCH `marketplace/admin/products/{id}/status/`: approves or suspends, with a reason. */
    setProductStatus: (id: number, body: ProductStatusBody) =>
      request('PATCH', adminPath(id, 'status'), Product, { body }),
    /** PATCH `marketplace/admin/products/{id}/network/`: tags or untags a network product. */
    setProductNetwork: (id: number, body: ProductNetworkBody) =>
      request('PATCH', adminPath(id, 'network'), Product, { body }),
  };
}
