import { paths } from '../../config/paths';
import { categoriesKey } from '../../features/catalogue/api/get-categories';
import { productsKey } from '../../features/catalogue/api/get-products';
import { exploreListQuery, parseExploreQuery } from '../../lib/product-filters';
import { unlessNotFound, withPage, type FirstScreen } from '../first-screen';
import { exploreHead } from '../page-heads';

/** Explore's filters, in the order its address names them: the API's names, as the app's links use. */
const FILTERS = ['search', 'category', 'price_min', 'price_max', 'ordering'] as const;

/**
 * Explore: the first page of products its filters find, read as explore reads them, and the
 * categories its filter offers; titled by its search and category (named by the categories).
 */
export const exploreScreen: FirstScreen = {
  addressOf({ query }) {
    const list = exploreListQuery(parseExploreQuery(query));
    const params = new URLSearchParams();
    for (const name of FILTERS) {
      const value = list[name];
      if (value !== undefined) params.set(name, String(value));
    }
    return withPage(paths.explore, params, list.page);
  },
  async load({ query, language, calls }) {
    const explore = parseExploreQuery(query);
    const list = exploreListQuery(explore);
    const [products, categories] = await Promise.all([
      // Past the last page the API answers 404: explore then says so itself, in the browser.
      unlessNotFound(calls.catalogue.products(list)),
      calls.catalogue.categories(),
    ]);
    const category = categories.find(({ id }) => id === explore.category) ?? null;
    return {
      answers: products
        ? [
            [productsKey(language, list), products],
            [categoriesKey(language), categories],
          ]
        : [],
      head: (context) => exploreHead(context, { ...explore, category }, products?.results ?? []),
    };
  },
};
