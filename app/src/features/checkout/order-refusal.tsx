import { ApiError } from '@plaza/api';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextLink } from '../../components/text-link';
import { paths } from '../../config/paths';
import { useUser } from '../../hooks/use-user';
import { getProduct } from '../../hooks/use-product';

/** What checkout needs of a cart line to name it. */
interface NamedLine {
  id: number;
  name: string;
}

/** The index of the first line the server refused (`items.{index}.product`), if any. */
function refusedLine(error: ApiError): number | undefined {
  for (const field of Object.keys(error.fields)) {
    const index = /^items\.(\d+)\.product$/.exec(field)?.[1];
    if (index !== undefined) return Number(index);
  }
  return undefined;
}

/**
 * The words for an order the server refused because of what it holds, or `undefined` for any other
 * failure: a product already waiting for payment in one of the buyer's purchases (`409
 * unpaid_purchase`) links to that purchase's payment, to pay it rather than hold the units twice;
 * a product that can't be bought says whether it is the buyer's own (the server's `400` says
 * only which line, so the product is read to tell) or is no longer on sale.
 */
export function useOrderRefusal() {
  const me = useUser().data;
  return async (error: unknown, lines: readonly NamedLine[]): Promise<ReactNode | undefined> => {
    if (!(error instanceof ApiError)) return undefined;
    const name = (id: unknown) => <bdi>{lines.find((line) => line.id === id)?.name}</bdi>;
    if (error.code === 'unpaid_purchase' && typeof error.extra.purchase === 'number') {
      const purchase = error.extra.purchase;
      return (
        <FormattedMessage
          id="checkout.unpaidPurchase"
          values={{
            id: purchase,
            name: name(error.extra.product),
            link: (chunks) => <TextLink href={paths.checkoutPayment(purchase)}>{chunks}</TextLink>,
          }}
        />
      );
    }
    const index = refusedLine(error);
    const line = index === undefined ? undefined : lines[index];
    if (!line) return undefined;
    const product = await getProduct(line.id).catch(() => undefined);
    const isOwn = me !== undefined && product?.seller.id === me.id;
    return (
      <FormattedMessage
        id={isOwn ? 'checkout.ownProduct' : 'checkout.notOnSale'}
        values={{ name: name(line.id) }}
      />
    );
  };
}
