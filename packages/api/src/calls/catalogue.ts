import type { Requester } from '../request.js';
import { CategoryList } from '../schemas/catalogue.js';

export function catalogueCalls(request: Requester) {
  return {
    /** GET `marketplace/categories/`: every category, named in the request's language. */
    categories: () => request('GET', 'marketplace/categories/', CategoryList),
  };
}
