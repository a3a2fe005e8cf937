import * as catalogue from '../endpoints/product-editing.js';
import type { Requester } from '../request.js';
import type {
  ProductNetworkBody,
  ProductReviewQuery,
  ProductStatusBody,
} from '../schemas/catalogue.js';
import type { ProductBody, ProductChanges } from '../schemas/product-body.js';
/** POST `marketplace/products/`: the fields, 1 to 8 photos and, for a digital product, its file. */
export type NewProduct = ProductBody & { photos: Blob[]; digital_file?: Blob };

/** PATCH `marketplace/products/{id}/`: any fields, new photos to add after the kept ones, a new file. */
export type ProductUpdate = ProductChanges & { photos?: Blob[]; digital_file?: Blob };

/**
 * An update's body beside its files. Multipart can't say "an empty list", so with files
 * `photos_keep: []` travels as an empty field, which the server reads as "keep none".
 */
function updateBody({ photos, digital_file, ...changes }: ProductUpdate) {
  const files = { ...(photos && { photos }), ...(digital_file && { digital_file }) };
  const multipart = (photos?.length ?? 0) > 0 || digital_file instanceof Blob;
  const { photos_keep } = changes;
  if (multipart && photos_keep?.length === 0)
    return { body: { ...changes, photos_keep: null }, files };
  return { body: changes, files };
}

/**
 * A seller's products and the administrators' decisions on them: apart from the catalogue's reading
 * calls (catalogue.ts), since their bodies' checks (product-body.ts) are the seller's screens' alone
 * and a visitor's first load, which reads the catalogue, does not carry them.
 */
export function productEditingCalls(request: Requester) {
  return {
    /** GET `marketplace/products/mine/`: the caller's own products, in every status. */
    myProducts: (query: ProductReviewQuery = {}) => request(catalogue.myProducts, { query }),
    /** POST `marketplace/products/`: a new product, waiting for approval. */
    createProduct: ({ photos, digital_file, ...body }: NewProduct) =>
      request(catalogue.createProduct, {
        body,
        files: { photos, ...(digital_file && { digital_file }) },
      }),
    /** PATCH `marketplace/products/{id}/`: a change of words, category or photos sends it back to review. */
    updateProduct: (id: number, changes: ProductUpdate) =>
      request(catalogue.updateProduct, { params: { id }, ...updateBody(changes) }),
    /** DELETE `marketplace/products/{id}/`: erased, or archived if it has purchases. */
    deleteProduct: (id: number): Promise<void> =>
      request(catalogue.deleteProduct, { params: { id } }),
    /** GET `marketplace/admin/products/`: every product, for administrators. */
    adminProducts: (query: ProductReviewQuery = {}) => request(catalogue.adminProducts, { query }),
    /** PATCH `marketplace/admin/products/{id}/status/`: approves or suspends, with a reason. */
    setProductStatus: (id: number, body: ProductStatusBody) =>
      request(catalogue.setProductStatus, { params: { id }, body }),
    /** PATCH `marketplace/admin/products/{id}/network/`: tags or untags a network product. */
    setProductNetwork: (id: number, body: ProductNetworkBody) =>
      request(catalogue.setProductNetwork, { params: { id }, body }),
  };
}
