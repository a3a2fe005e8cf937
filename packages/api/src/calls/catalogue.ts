import * as catalogue from '../endpoints/catalogue.js';
import type { Requester } from '../request.js';
import type { ProductListQuery } from '../schemas/catalogue.js';

/** What anyone reads of the catalogue; a seller's and the administrators' calls are product-editing.ts's. */
export function catalogueCalls(request: Requester) {
  return {
    /** GET `marketplace/categories/`: every category, named in the request's language. */
    categories: () => request(catalogue.categories),
    /** GET `marketplace/products/`: approved products, searched, filtered and ordered. */
    products: (query: ProductListQuery = {}) => request(catalogue.products, { query }),
    /** GET `marketplace/products/{id}/`: one product; unapproved only to its seller and admins. */
    product: (id: number) => request(catalogue.product, { params: { id } }),
  };
}
