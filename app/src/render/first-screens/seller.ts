import { SellerName } from '@plaza/api';
import { is } from 'superstruct';
import { paths } from '../../config/paths';
import { productsKey } from '../../features/catalogue/api/get-products';
import { sellerKey } from '../../features/sellers/api/get-seller';
import { pageParamOf } from '../../hooks/use-page-param';
import { sellerListQuery } from '../../lib/product-filters';
import { unlessNotFound, withPage, type FirstScreen, type ScreenAddress } from '../first-screen';
import { sellerHead } from '../page-heads';

/** The seller the address names (in any case), or `null` when no seller can have that name. */
function sellerNameOf({ params }: ScreenAddress): string | null {
  try {
    const name = decodeURIComponent(params.username ?? '');
    return is(name, SellerName) ? name : null;
  } catch {
    return null;
  }
}

/** A seller's page: the seller, and the page of their products the address names. */
export const sellerScreen: FirstScreen = {
  addressOf(address) {
    const name = sellerNameOf(address);
    if (name === null) return null;
    return withPage(paths.seller(name), new URLSearchParams(), pageParamOf(address.query));
  },
  async load(address) {
    const name = sellerNameOf(address)!;
    const { calls, language } = address;
    const seller = await unlessNotFound(calls.reviews.seller(name));
    if (!seller) return null;
    const list = sellerListQuery(name, pageParamOf(address.query));
    const products = await unlessNotFound(calls.catalogue.products(list));
    return {
      answers: products
        ? [
            [sellerKey(name), seller],
            [productsKey(language, list), products],
          ]
        : [],
      head: (context) => sellerHead(context, seller),
    };
  },
};
